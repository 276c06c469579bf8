/**
 * The invites context: codes members hand out, and redemptions by new members.
 * The api imports `InvitesModule`; other contexts' core modules `InvitesCoreModule`.
 * Other contexts tell it about a new member's code through `InviteRedemptions`.
 */
export { InvitesModule } from './invites.module.js';
export { InvitesCoreModule } from './invites-core.module.js';
export { invitesContext } from './invites.context.js';
export { invitesDatabase } from './infrastructure/invites.database.js';
export { InviteRedemptions, type RedemptionOutcome } from './application/invite-redemptions.js';
