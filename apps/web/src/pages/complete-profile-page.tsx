import { useGetSessionQuery } from '@ember/api-client';
import { CompleteProfilePage } from '@ember/onboarding';
import { Button } from '@ember/ui';
import { useSignOut } from '../session/sign-out';
import styles from './pages.module.css';

/**
 * Where a new account lands (spec 1 §2.4): the profile questions of the wizard, with who is
 * signed in and a way to sign out for someone who used the wrong address.
 */
export function CompleteProfileRoute() {
  const session = useGetSessionQuery();
  const { signOut, signingOut } = useSignOut();
  return (
    <CompleteProfilePage
      account={
        session.data && (
          <p className={styles.signedIn}>
            <span>
              Signed in as <strong>{session.data.email}</strong>
            </span>
            <Button variant="ghost" size="small" onClick={signOut} loading={signingOut}>
              Sign out
            </Button>
          </p>
        )
      }
    />
  );
}
