// The session chunk: the store, the lost-session redirect and the route guards.
export { SessionBoundary } from '../session/session-boundary';
export { RequireHost, RequireMember, WelcomeRedirect } from '../session/guards';
