// The public chunk: sign-in screens, legal pages and the public pages not built yet.
import { AccountSuspendedPage, MagicLinkPage, OAuthCallbackPage, SessionExpiredPage, SignInPage } from '@ember/auth';

export { AuthLayout } from '../layouts/auth-layout';
export { ComingSoonPage } from '../pages/coming-soon-page';
export { NotFoundPage } from '../pages/not-found-page';
export { AccountSuspendedPage, MagicLinkPage, OAuthCallbackPage, SessionExpiredPage };

export function LoginPage() {
  return <SignInPage mode="login" />;
}

export function CreateAccountPage() {
  return <SignInPage mode="create-account" />;
}
