import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useGetCurrentUserQuery, useGetSessionQuery } from '@ember/api-client';
import { usePageTitle } from '@ember/ui';
import { RegisterStep, registerTexts } from '../components/steps/register-step';
import { useOnboarding, usePersistOnboarding } from '../hooks/use-onboarding';
import { useSubmitOnboarding } from '../hooks/use-submit-onboarding';
import type { OnboardingData } from '../model/onboarding-data';
import { isValidAge, isValidName } from '../model/step-rules';
import styles from '../components/wizard.module.css';

/** The profile questions the submission cannot do without (the locked fields of spec 1 §6). */
export function hasProfileAnswers(data: OnboardingData): boolean {
  return isValidName(data.firstName) && isValidAge(data.age) && Boolean(data.sex) && Boolean(data.location);
}

/**
 * /register (spec 1 §2.1, §2.3): the wizard's last step on a page of its own, in the sign-in
 * layout. With the answers this browser keeps from the wizard, a verified code saves the profile
 * (and the program's enrollment) and goes on to /home; without them, the account is made and the
 * profile questions follow at /complete-profile, as after creating an account.
 */
export function RegisterPage() {
  usePageTitle('Register');
  usePersistOnboarding();
  const navigate = useNavigate();
  const { data } = useOnboarding();
  const session = useGetSessionQuery();
  const user = useGetCurrentUserQuery(undefined, { skip: !session.data });
  const ready = hasProfileAnswers(data);
  const { submit, submission } = useSubmitOnboarding(data.programId ?? null);
  const [error, setError] = useState<string | null>(null);

  if (user.data?.hasProfile) return <Navigate to="/home" replace />;

  async function registered(): Promise<boolean> {
    if (!ready) {
      navigate('/complete-profile', { replace: true });
      return true;
    }
    setError(null);
    const saved = await submit(setError);
    if (saved) navigate('/home', { replace: true });
    return Boolean(saved);
  }

  return (
    <section className={styles.step} aria-labelledby="register-heading">
      <h1 id="register-heading" className={styles.question}>
        {registerTexts.heading}
      </h1>
      <p className={styles.sub}>
        {ready
          ? `We will save your profile as ${data.firstName.trim()}, ${data.age}, once your email is confirmed.`
          : 'Confirm your email, then tell us a little about yourself: it takes about 2 minutes.'}
      </p>
      <RegisterStep onRegistered={registered} submitting={submission === 'submitInProgress'} error={error} />
      <p className={styles.sub}>
        Already a member? <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}
