import type { Invite } from './invite.entity.js';
import type { InviteRedemption } from './invite-redemption.entity.js';

export abstract class InviteRepository {
  abstract findByCode(code: string): Promise<Invite | null>;
  abstract listByOwner(ownerId: string): Promise<Invite[]>;
  /** Saves a new invite; false when its code is already taken. */
  abstract insert(invite: Invite): Promise<boolean>;
  abstract hasRedeemed(redeemerId: string): Promise<boolean>;
  /**
   * Records the redemption and counts the use in one transaction, only while the invite still has
   * a use left and has not expired at `redemption.redeemedAt`, and only if the member never redeemed
   * one; false when any of that no longer holds (a concurrent redemption won).
   */
  abstract redeem(redemption: InviteRedemption): Promise<boolean>;
}
