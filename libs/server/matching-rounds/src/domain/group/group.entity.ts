import { newId } from '@ember/kernel';
import { ApprovalClosedError, CheckInRefusedError, DecisionClosedError, NoGroupError } from './group.errors.js';

export const groupStatuses = ['reviewing', 'confirmed', 'released'] as const;
export type GroupStatus = (typeof groupStatuses)[number];

/** `cancelled`: joined, then gave the place up (refunded by the ticket's policies). */
export const memberDecisions = ['invited', 'joined', 'declined', 'expired', 'cancelled'] as const;
export type MemberDecision = (typeof memberDecisions)[number];

/** Why a group will not meet: too few stayed after someone declined, or too few joined in time. */
export const releaseReasons = ['dropout', 'minimum-not-joined', 'host-released'] as const;
export type ReleaseReason = (typeof releaseReasons)[number];

/** A member's place in a formed group and their answer to it. */
export class Membership {
  id!: string;
  groupId!: string;
  roundId!: string;
  memberId!: string;
  decision!: MemberDecision;
  decidedAt: Date | null = null;
  /** The payment port's record of the deposit or payment taken on joining. */
  paymentReference: string | null = null;
  /** The code the member's QR code carries on the day; the host scans or types it to check them in. */
  checkInCode: string | null = null;
  /** When the host checked the member in at the event. */
  attendedAt: Date | null = null;
}

/** Ten characters a host can read off a screen and type: no 0/O or 1/I. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A check-in code from a fresh random id (its last 60 bits are random). */
export function checkInCodeOf(randomId: string): string {
  const hex = randomId.replace(/-/g, '').slice(-15);
  let value = BigInt(`0x${hex}`);
  let code = '';
  for (let index = 0; index < 10; index++) {
    code += codeAlphabet[Number(value % 32n)];
    value /= 32n;
  }
  return code;
}

export interface FormedGroupPlan {
  roundId: string;
  memberIds: readonly string[];
  slot: string;
  neighborhood: string;
  meetsAt: Date;
  /** The member whose venue the group uses, when the round needs one. */
  hostMemberId: string | null;
  minSize: number;
  joinDeadline: Date;
  /** A hosted format asking for approval: the host approves or releases the group until then. */
  approvalDeadline?: Date | null;
}

/**
 * A group formed in a round: its members review it until the join deadline, each joining or
 * declining. It is confirmed when at least its minimum joined, and released when it can no longer
 * reach the minimum (dropout rule 'continue-if-minimum') or did not reach it in time.
 */
export class Group {
  id!: string;
  roundId!: string;
  status!: GroupStatus;
  slot!: string;
  neighborhood!: string;
  meetsAt!: Date;
  hostMemberId: string | null = null;
  minSize!: number;
  joinDeadline!: Date;
  createdAt!: Date;
  endedAt: Date | null = null;
  releaseReason: ReleaseReason | null = null;
  /** Payments settled and members told after the group was confirmed or released. */
  settledAt: Date | null = null;
  /** Set when the format's host must approve the group: until then nobody can join it. */
  approvalDeadline: Date | null = null;
  /** When the host approved it, or the deadline passed without an answer (then `autoApproved`). */
  approvedAt: Date | null = null;
  autoApproved = false;
  memberships: Membership[] = [];

  static form(plan: FormedGroupPlan, now: Date): Group {
    const group = new Group();
    group.id = newId();
    group.roundId = plan.roundId;
    group.status = 'reviewing';
    group.slot = plan.slot;
    group.neighborhood = plan.neighborhood;
    group.meetsAt = plan.meetsAt;
    group.hostMemberId = plan.hostMemberId;
    group.minSize = plan.minSize;
    group.joinDeadline = plan.joinDeadline;
    group.approvalDeadline = plan.approvalDeadline ?? null;
    group.createdAt = now;
    group.memberships = plan.memberIds.map((memberId) =>
      Object.assign(new Membership(), {
        id: newId(),
        groupId: group.id,
        roundId: plan.roundId,
        memberId,
        decision: 'invited' as const,
        decidedAt: null,
        paymentReference: null,
        checkInCode: checkInCodeOf(newId()),
        attendedAt: null,
      }),
    );
    return group;
  }

  membershipOf(memberId: string): Membership {
    const membership = this.memberships.find((candidate) => candidate.memberId === memberId);
    if (!membership) throw new NoGroupError();
    return membership;
  }

  /** Throws unless the member can still join or decline now. */
  openDecisionOf(memberId: string, now: Date): Membership {
    const membership = this.membershipOf(memberId);
    if (this.status === 'released') throw new DecisionClosedError('This group will not meet this round.');
    if (this.awaitsApproval()) {
      throw new DecisionClosedError('Your host is still looking at this group; you can answer once they approve it.');
    }
    if (this.status !== 'reviewing' || now.getTime() >= this.joinDeadline.getTime()) {
      throw new DecisionClosedError('The time to join this group is over.');
    }
    if (membership.decision !== 'invited') {
      throw new DecisionClosedError(`You have already ${membership.decision === 'joined' ? 'joined' : 'declined'}.`);
    }
    return membership;
  }

  join(memberId: string, paymentReference: string | null, now: Date): void {
    const membership = this.openDecisionOf(memberId, now);
    membership.decision = 'joined';
    membership.decidedAt = now;
    membership.paymentReference = paymentReference;
  }

  /** Answers true when the decline leaves the group unable to reach its minimum, which releases it. */
  decline(memberId: string, now: Date): boolean {
    const membership = this.openDecisionOf(memberId, now);
    membership.decision = 'declined';
    membership.decidedAt = now;
    if (this.count('joined') + this.count('invited') >= this.minSize) return false;
    this.end('released', now, 'dropout');
    return true;
  }

  /**
   * A member who joined gives their place up, until the group meets. A group still in review that
   * can no longer reach its minimum is released; a confirmed one goes on.
   */
  cancel(memberId: string, now: Date): { membership: Membership; released: boolean } {
    const membership = this.membershipOf(memberId);
    if (membership.decision !== 'joined') throw new DecisionClosedError('You have not joined this group.');
    if (this.status === 'released') throw new DecisionClosedError('This group will not meet this round.');
    if (now.getTime() >= this.meetsAt.getTime()) throw new DecisionClosedError('Your group has met already.');
    membership.decision = 'cancelled';
    membership.decidedAt = now;
    if (this.status !== 'reviewing' || this.count('joined') + this.count('invited') >= this.minSize) {
      return { membership, released: false };
    }
    this.end('released', now, 'dropout');
    return { membership, released: true };
  }

  /**
   * The host checks a member in at the event by the code of their QR code (or typed): only a
   * member who joined a group that meets; checking in twice keeps the first time.
   */
  checkIn(code: string, now: Date): Membership {
    const membership = this.memberships.find((candidate) => candidate.checkInCode === code.trim().toUpperCase());
    if (!membership) throw new CheckInRefusedError('This code is not for this event.');
    if (this.status !== 'confirmed' || membership.decision !== 'joined')
      throw new CheckInRefusedError('This member has no confirmed place in a group of this event.');
    membership.attendedAt ??= now;
    return membership;
  }

  /** The format's host has yet to approve or release the group. */
  awaitsApproval(): boolean {
    return this.approvalDeadline !== null && this.approvedAt === null && this.status === 'reviewing';
  }

  /**
   * The host approves the proposed group (or its deadline passes: `automatically`); answers false
   * when it needed no approval or had it already.
   */
  approve(now: Date, automatically = false): boolean {
    if (this.status === 'released') throw new ApprovalClosedError('This group was released.');
    if (!this.awaitsApproval()) return false;
    this.approvedAt = now;
    this.autoApproved = automatically;
    return true;
  }

  /** The host releases the proposed group: its members go back to the pool; nobody joined it yet. */
  releaseByHost(now: Date): void {
    if (this.status === 'released') return;
    if (!this.awaitsApproval()) throw new ApprovalClosedError('This group is approved; it can no longer be released.');
    this.end('released', now, 'host-released');
  }

  /** The join deadline: members who did not answer are out; the group meets if its minimum joined. */
  closeReview(now: Date): GroupStatus {
    if (this.status !== 'reviewing') return this.status;
    if (this.awaitsApproval()) this.approve(now, true);
    for (const membership of this.memberships) {
      if (membership.decision === 'invited') {
        membership.decision = 'expired';
        membership.decidedAt = now;
      }
    }
    if (this.count('joined') >= this.minSize) this.end('confirmed', now, null);
    else this.end('released', now, 'minimum-not-joined');
    return this.status;
  }

  count(decision: MemberDecision): number {
    return this.memberships.filter((membership) => membership.decision === decision).length;
  }

  memberIds(): string[] {
    return this.memberships.map((membership) => membership.memberId);
  }

  private end(status: 'confirmed' | 'released', now: Date, reason: ReleaseReason | null): void {
    this.status = status;
    this.endedAt = now;
    this.releaseReason = reason;
  }
}
