/** What became of the invite code a member signed up with. */
export type InviteRedemption =
  'redeemed' | 'not-found' | 'already-redeemed' | 'expired' | 'used-up' | 'own-invite' | 'not-new-member';

/** Counts a new member for the invite they came with (the invites context). */
export abstract class InviteRedeemer {
  abstract redeem(code: string, memberId: string): Promise<Exclude<InviteRedemption, 'not-new-member'>>;
}
