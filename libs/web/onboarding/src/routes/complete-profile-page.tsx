import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isApiError, useGetCurrentUserQuery } from '@ember/api-client';
import { loginPathFrom } from '@ember/member-rules';
import { Alert, Button, LoadingState } from '@ember/ui';
import { OnboardingWizard } from '../components/onboarding-wizard';
import { stepsFor } from '../model/steps';
import styles from '../components/program-banner.module.css';

/**
 * /complete-profile (spec 1 §2.4): a new account without a profile answers the same profile
 * questions; the last one saves. Someone with a profile goes on to /home. `account` shows who is
 * signed in (and how to sign out) above the questions.
 */
export function CompleteProfilePage({ account }: { account?: ReactNode }) {
  const user = useGetCurrentUserQuery();
  if (isApiError(user.error) && user.error.status === 401) {
    return <Navigate to={loginPathFrom('/complete-profile')} replace />;
  }
  if (user.error) {
    return (
      <div className={styles.failed}>
        <Alert>We couldn&apos;t load your account. Check your connection and try again.</Alert>
        <Button onClick={() => user.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!user.data) return <LoadingState label="Loading your account…" />;
  if (user.data.hasProfile) return <Navigate to="/home" replace />;
  return (
    <OnboardingWizard
      steps={stepsFor({ configuration: null, withoutRegister: true })}
      variant="default"
      programId={null}
      doneTo="/home"
      finishOnLastStep
      banner={account}
    />
  );
}
