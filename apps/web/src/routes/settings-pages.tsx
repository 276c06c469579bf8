// The member settings chunk: /emberite/settings and its screens.
import { AuthSettingsPage } from '@ember/member-settings';
import { useSignOut } from '../session/sign-out';

export { PaymentsSettingsPage } from '@ember/web-payments';

export {
  BasicInfoPage,
  BlocksPage,
  BucketListPage,
  InvitesPage,
  PreviewPage,
  SettingsHomePage,
  VisibilityPage,
} from '@ember/member-settings';

/** Sign Out ends the session and lands on /login (spec 3 §2.9). */
export function AuthSettingsRoute() {
  const { signOut, signingOut } = useSignOut();
  return <AuthSettingsPage onSignOut={signOut} signingOut={signingOut} />;
}
