import { newId } from '@ember/kernel';

/** A member who joined with an invite; each member is counted for one invite at most. */
export class InviteRedemption {
  id!: string;
  inviteId!: string;
  redeemerId!: string;
  redeemedAt!: Date;

  static record(inviteId: string, redeemerId: string, now: Date): InviteRedemption {
    const redemption = new InviteRedemption();
    redemption.id = newId();
    redemption.inviteId = inviteId;
    redemption.redeemerId = redeemerId;
    redemption.redeemedAt = now;
    return redemption;
  }
}
