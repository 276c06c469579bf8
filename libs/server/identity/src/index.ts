/**
 * The identity context: accounts, sign-in, sessions, roles.
 * The api imports `IdentityModule` (sign-in routes, the global XSRF, session and role guards);
 * the worker and other contexts' core modules import `IdentityCoreModule` (`UserDirectory`).
 * Other contexts use `UserDirectory`, `CurrentUser`, `Roles` and `AuthenticatedUser`.
 */
export { IdentityModule } from './identity.module.js';
export { IdentityCoreModule } from './identity-core.module.js';
export { identityContext } from './identity.context.js';
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
