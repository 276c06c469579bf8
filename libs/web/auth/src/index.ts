/**
 * Sign-in and account creation (spec 1 §2.4): the /login and /create-account screens, the magic
 * link and provider callback pages, the session-expired page, and the helpers the router uses.
 */
export { SignInPage, type SignInMode } from './routes/sign-in-page';
export { MagicLinkPage } from './routes/magic-link-page';
export { OAuthCallbackPage } from './routes/oauth-callback-page';
export { SessionExpiredPage, sessionExpiredSeconds } from './routes/session-expired-page';
export { AccountSuspendedPage } from './routes/account-suspended-page';
export { safeReturnPath } from './model/return-path';
export { forgetLastIdentity, lastIdentity, rememberLastIdentity } from './model/last-identity';
