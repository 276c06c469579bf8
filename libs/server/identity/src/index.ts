/**
 * The identity context: accounts, sign-in, sessions, roles.
 * The api imports `IdentityModule` (sign-in routes, the global XSRF, session and role guards);
 * the worker and other contexts' core modules import `IdentityCoreModule` (`UserDirectory`).
 * Other contexts use `UserDirectory`, `CurrentUser`, `Roles` and `AuthenticatedUser`; a context that
 * mails its own single-use links uses `LinkSecrets`, and signs the person in with
 * `VerifiedEmailSignIn` and `SessionCookies` (both from `IdentityModule`) when the link is opened.
 */
export { IdentityModule } from './identity.module.js';
export { IdentityCoreModule } from './identity-core.module.js';
export { identityContext } from './identity.context.js';
export { identityDatabase } from './infrastructure/identity.database.js';
export { seedAdmins } from './infrastructure/seed-admins.js';
export {
  type MemberPreferences,
  UserDirectory,
  type UserSummary,
  preferenceFields,
} from './application/user-directory.js';
export type { PreferredSex, PropertyChange, RelationshipStatus } from './domain/user-properties.js';
export { AccountAdministration, type AccountSummary } from './application/account-administration.js';
export { type IssuedLinkSecret, LinkSecrets } from './application/link-secrets.js';
export { type VerifiedSession, VerifiedEmailSignIn } from './application/verified-email-sign-in.js';
export { type AuthenticatedUser, CurrentUser } from './http/authenticated-user.js';
export { SessionCookies } from './http/session-cookies.js';
export { SocketSessions } from './http/socket-sessions.js';
export { Roles } from './http/roles.guard.js';
export { type Role, roles } from './domain/role.js';
