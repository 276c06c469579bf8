/**
 * The identity context: accounts, sign-in, sessions, roles.
 * Other contexts use `UserDirectory`, `CurrentUser`, `Roles` and `AuthenticatedUser`.
 */
export { IdentityModule } from './identity.module.js';
export { identityDatabase } from './infrastructure/identity.database.js';
export {
  type MemberPreferences,
  UserDirectory,
  type UserSummary,
  preferenceFields,
} from './application/user-directory.js';
export type { PreferredSex, PropertyChange, RelationshipStatus } from './domain/user-properties.js';
export { type AuthenticatedUser, CurrentUser } from './http/authenticated-user.js';
export { Roles } from './http/roles.guard.js';
export { type Role, roles } from './domain/role.js';
