// The session chunk: the store, the lost-session redirect and the route guards.
export { SessionBoundary } from '../session/session-boundary';
export { RequireAdmin, RequireHost, RequireMember, WelcomeRedirect } from '../session/guards';
