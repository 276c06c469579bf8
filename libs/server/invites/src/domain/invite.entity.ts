import { newId } from '@ember/kernel';

export interface InvitePolicy {
  lifetimeDays: number;
  maxUses: number;
}

/** Thirty days and five uses: enough to bring a few friends along, short enough to stay personal. */
export const defaultInvitePolicy: InvitePolicy = { lifetimeDays: 30, maxUses: 5 };

const day = 24 * 3600 * 1000;
/** An invite expiring later than this from now, with more uses left than below, blocks a new one. */
const blockingHorizonDays = 7;
const blockingUsesLeft = 2;

export type RedemptionRefusal = 'expired' | 'used-up' | 'own-invite';

/** A code a member hands out; each new member who signs up with it uses it once. */
export class Invite {
  id!: string;
  code!: string;
  ownerId!: string;
  expiresAt!: Date;
  maxUses!: number;
  usageCount!: number;
  createdAt!: Date;
  updatedAt!: Date;

  static issue(ownerId: string, code: string, now: Date, policy: InvitePolicy = defaultInvitePolicy): Invite {
    const invite = new Invite();
    invite.id = newId();
    invite.code = code;
    invite.ownerId = ownerId;
    invite.expiresAt = new Date(now.getTime() + policy.lifetimeDays * day);
    invite.maxUses = policy.maxUses;
    invite.usageCount = 0;
    invite.createdAt = now;
    invite.updatedAt = now;
    return invite;
  }

  usesLeft(): number {
    return Math.max(0, this.maxUses - this.usageCount);
  }

  /** The creation rule (spec 3 §4): still far from expiry and with plenty of uses left. */
  blocksNewInvite(now: Date): boolean {
    return this.expiresAt.getTime() > now.getTime() + blockingHorizonDays * day && this.usesLeft() > blockingUsesLeft;
  }

  /** Why this invite cannot bring in `memberId` now, or null when it can. */
  refusalFor(memberId: string, now: Date): RedemptionRefusal | null {
    if (memberId === this.ownerId) return 'own-invite';
    if (this.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (this.usesLeft() === 0) return 'used-up';
    return null;
  }
}
