import type { Clock } from '@ember/kernel';
import { normaliseCode } from '../domain/invite-code.js';
import type { RedemptionRefusal } from '../domain/invite.entity.js';
import { InviteRedemption } from '../domain/invite-redemption.entity.js';
import type { InviteRepository } from '../domain/invite.repository.js';

/** What became of an invite code a new member signed up with. */
export type RedemptionOutcome = 'redeemed' | 'not-found' | 'already-redeemed' | RedemptionRefusal;

/**
 * What other contexts may tell invites: a new member joined with a code. Each member counts for
 * one invite at most, never for their own, and only while the invite is valid.
 */
export class InviteRedemptions {
  constructor(
    private readonly invites: InviteRepository,
    private readonly clock: Clock,
  ) {}

  async redeem(code: string, memberId: string): Promise<RedemptionOutcome> {
    const invite = await this.invites.findByCode(normaliseCode(code));
    if (!invite) return 'not-found';
    const now = this.clock.now();
    const refusal = invite.refusalFor(memberId, now);
    if (refusal) return refusal;
    if (await this.invites.hasRedeemed(memberId)) return 'already-redeemed';
    if (await this.invites.redeem(InviteRedemption.record(invite.id, memberId, now))) return 'redeemed';
    // Lost a race: tell which rule stopped it.
    if (await this.invites.hasRedeemed(memberId)) return 'already-redeemed';
    const fresh = await this.invites.findByCode(invite.code);
    return fresh?.refusalFor(memberId, now) ?? 'used-up';
  }
}
