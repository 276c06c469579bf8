/**
 * The invites context: codes members hand out, and redemptions by new members.
 * Other contexts tell it about a new member's code through `InviteRedemptions`.
 */
export { InvitesModule } from './invites.module.js';
export { invitesDatabase } from './infrastructure/invites.database.js';
export { InviteRedemptions, type RedemptionOutcome } from './application/invite-redemptions.js';
