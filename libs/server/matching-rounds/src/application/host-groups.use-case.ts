import { type Clock, isId } from '@ember/kernel';
import type { Group } from '../domain/group/group.entity.js';
import { CheckInRefusedError, NoGroupError } from '../domain/group/group.errors.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { Round } from '../domain/round/round.entity.js';
import { RoundNotFoundError } from '../domain/round/round.errors.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import { type Actor, assertManages } from './actor.js';
import type { FormatProgress } from './format-progress.port.js';
import type { GroupSettlement } from './group-settlement.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberPool } from './member-pool.port.js';
import type { RoundMailer } from './round-mailer.port.js';

/** A proposed group as its format's host sees it: size, first names, photos, date; never picks. */
export interface HostGroupView {
  id: string;
  status: Group['status'];
  approval: 'pending' | 'approved' | 'auto-approved' | 'not-needed' | 'released';
  approvalDeadline: Date | null;
  meetsAt: Date;
  size: number;
  joined: number;
  /** Checked in marks who came; the code is there for members with a confirmed place, to check them in by list. */
  members: { firstName: string; photoUrl: string | null; checkInCode: string | null; checkedIn: boolean }[];
}

export interface HostRoundView {
  round: Round;
  groups: HostGroupView[];
}

/**
 * A format's host and its proposed groups (spec 3 §3, host approval): the host approves each one
 * or releases it back to the pool until the approval deadline; at the deadline the groups left
 * unanswered are approved automatically and the host is told. Members join only approved groups.
 */
export class HostGroupsUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
    private readonly settlement: GroupSettlement,
    private readonly accounts: MemberAccounts,
    private readonly mailer: RoundMailer,
    private readonly formats: FormatProgress,
    private readonly clock: Clock,
  ) {}

  async ofFormat(actor: Actor, formatId: string): Promise<HostRoundView> {
    const round = await this.rounds.findByFormat(formatId);
    if (!round) throw new RoundNotFoundError();
    assertManages(actor, round);
    return this.viewOf(round, actor, await this.groups.listByRound(round.id));
  }

  async approve(actor: Actor, roundId: string, groupId: string): Promise<HostRoundView> {
    const round = await this.managed(actor, roundId);
    if (!isId(groupId)) throw new NoGroupError();
    await this.groups.update(groupId, (group) => {
      if (group.roundId !== round.id) throw new NoGroupError();
      group.approve(this.clock.now());
    });
    return this.viewOf(round, actor, await this.groups.listByRound(round.id));
  }

  /** The group will not meet; its members are told and go back to the pool for the next date. */
  async release(actor: Actor, roundId: string, groupId: string): Promise<HostRoundView> {
    const round = await this.managed(actor, roundId);
    if (!isId(groupId)) throw new NoGroupError();
    await this.groups.update(groupId, (group) => {
      if (group.roundId !== round.id) throw new NoGroupError();
      group.releaseByHost(this.clock.now());
    });
    const released = await this.groups.findById(groupId);
    if (released) await this.settlement.settle(round, released);
    return this.viewOf(round, actor, await this.groups.listByRound(round.id));
  }

  /** The host checks a member in by the code of their QR code (scanned or typed); once is enough. */
  async checkIn(actor: Actor, roundId: string, code: string): Promise<HostRoundView> {
    const round = await this.managed(actor, roundId);
    const wanted = code.trim().toUpperCase();
    const group = (await this.groups.listByRound(round.id)).find((candidate) =>
      candidate.memberships.some((membership) => membership.checkInCode === wanted),
    );
    if (!group) throw new CheckInRefusedError('This code is not for this event.');
    const membership = await this.groups.update(group.id, (locked) => locked.checkIn(wanted, this.clock.now()));
    if (round.formatId) await this.formats.attended(round.formatId, membership.memberId, group.id);
    return this.viewOf(round, actor, await this.groups.listByRound(round.id));
  }

  /** The approval deadline (its job): unanswered groups are approved; the host hears how many, once. */
  async approveAtDeadline(roundId: string): Promise<number> {
    const round = await this.rounds.findById(roundId);
    if (!round?.hostApproval) return 0;
    const now = this.clock.now();
    let approved = 0;
    for (const group of await this.groups.listByRound(round.id)) {
      if (!group.awaitsApproval() || group.approvalDeadline!.getTime() > now.getTime()) continue;
      if (await this.groups.update(group.id, (locked) => locked.approve(now, true))) approved++;
    }
    const auto = (await this.groups.listByRound(round.id)).filter((group) => group.autoApproved).length;
    const to = round.createdBy ? (await this.accounts.emailsOf([round.createdBy])).get(round.createdBy) : undefined;
    if (auto > 0 && to && round.formatId) {
      await this.mailer.groupsAutoApproved(to, `rounds.auto-approved.${round.id}`, {
        ...mailContextOf(round),
        formatId: round.formatId,
        groups: auto,
      });
    }
    return approved;
  }

  /** Right after formation: the host hears that groups wait for their approval (once per round). */
  async askHost(round: Round): Promise<void> {
    if (!round.hostApproval || !round.formatId || !round.createdBy || !round.formedAt) return;
    const pending = (await this.groups.listByRound(round.id)).filter((group) => group.awaitsApproval());
    const deadline = round.approvalDeadlineFrom(round.formedAt);
    const to = (await this.accounts.emailsOf([round.createdBy])).get(round.createdBy);
    if (pending.length === 0 || !deadline || !to) return;
    await this.mailer.groupsToApprove(to, `rounds.to-approve.${round.id}`, {
      ...mailContextOf(round),
      formatId: round.formatId,
      groups: pending.length,
      approvalDeadline: deadline,
    });
  }

  private async managed(actor: Actor, roundId: string): Promise<Round> {
    const round = await this.rounds.findById(roundId);
    if (!round) throw new RoundNotFoundError();
    assertManages(actor, round);
    return round;
  }

  private async viewOf(round: Round, viewer: Actor, groups: Group[]): Promise<HostRoundView> {
    const cards = await this.pool.cards(
      groups.flatMap((group) => group.memberIds()),
      viewer.id,
    );
    const byMember = new Map(cards.map((card) => [card.memberId, card]));
    return {
      round,
      groups: groups.map((group) => ({
        id: group.id,
        status: group.status,
        approval: approvalOf(group),
        approvalDeadline: group.approvalDeadline,
        meetsAt: group.meetsAt,
        size: group.memberships.length,
        joined: group.count('joined'),
        members: group.memberships
          .map((membership) => {
            const card = byMember.get(membership.memberId);
            const placed = group.status === 'confirmed' && membership.decision === 'joined';
            return {
              firstName: card?.firstName ?? 'Member',
              photoUrl: card?.photoUrl ?? null,
              checkInCode: placed ? membership.checkInCode : null,
              checkedIn: membership.attendedAt !== null,
            };
          })
          .sort((a, b) => a.firstName.localeCompare(b.firstName)),
      })),
    };
  }
}

function approvalOf(group: Group): HostGroupView['approval'] {
  if (group.releaseReason === 'host-released') return 'released';
  if (group.approvalDeadline === null) return 'not-needed';
  if (group.approvedAt === null) return 'pending';
  return group.autoApproved ? 'auto-approved' : 'approved';
}

function mailContextOf(round: Round) {
  return { roundId: round.id, programName: round.programName, city: round.city, timeZone: round.timeZone };
}
