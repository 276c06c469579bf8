import { Link, useLocation } from 'react-router';
import {
  isApiError,
  useGetMyInterestQuery,
  useGetSessionQuery,
  useRegisterInterestMutation,
  useWithdrawInterestMutation,
} from '@ember/api-client';
import { loginPathFrom } from '@ember/member-rules';
import { Alert, Button, buttonClassName } from '@ember/ui';
import { interestTexts } from '../../model/interest-texts';
import styles from './public-format.module.css';

function failureText(error: unknown): string | null {
  if (!error) return null;
  return isApiError(error) && error.status > 0 && error.message ? error.message : interestTexts.failed;
}

/** Where a member goes to finish what keeps them from registering. */
function FixLink({ missing }: { missing: readonly string[] }) {
  if (missing.includes('profile'))
    return (
      <Link to="/welcome" className={buttonClassName()}>
        {interestTexts.createProfile}
      </Link>
    );
  if (missing.some((gap) => gap.endsWith('-video')))
    return (
      <Link to="/me" className={buttonClassName()}>
        {interestTexts.addVideos}
      </Link>
    );
  return null;
}

function MemberInterest({ slug }: { slug: string }) {
  const mine = useGetMyInterestQuery({ slug });
  const [register, registering] = useRegisterInterestMutation();
  const [withdraw, withdrawing] = useWithdrawInterestMutation();
  const busy = registering.isLoading || withdrawing.isLoading;
  const failure = failureText(registering.error ?? withdrawing.error);
  if (mine.error) return <Alert>{failureText(mine.error)}</Alert>;
  if (!mine.data) return <p className={styles.muted}>{interestTexts.loading}</p>;
  const interest = mine.data;
  if (interest.isHost) return <p className={styles.muted}>{interestTexts.yourFormat}</p>;
  if (interest.interested)
    return (
      <>
        <p role="status" className={styles.interested}>
          {interest.open ? interestTexts.registered : interestTexts.registeredClosed}
        </p>
        {interest.open && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              registering.reset();
              void withdraw({ slug });
            }}
          >
            {interestTexts.withdraw}
          </Button>
        )}
        {failure && <Alert>{failure}</Alert>}
      </>
    );
  if (!interest.open) return <p className={styles.muted}>{interestTexts.closed}</p>;
  if (interest.missingMessage)
    return (
      <>
        <Alert tone="info">{interest.missingMessage}</Alert>
        <FixLink missing={interest.missing} />
      </>
    );
  return (
    <>
      <Button
        disabled={busy}
        onClick={() => {
          withdrawing.reset();
          void register({ slug });
        }}
      >
        {interestTexts.register}
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </>
  );
}

/**
 * Registering interest on a format's page (spec 3 §3): signed-in members with a profile others can
 * see register or withdraw while the format collects interest; everyone else is told what is missing.
 */
export function InterestPanel({ slug }: { slug: string }) {
  const location = useLocation();
  // The session probe: a visitor is an answer here, not a lost session sent to /login.
  const session = useGetSessionQuery();
  const signedOut = isApiError(session.error) && session.error.status === 401;
  return (
    <section className={styles.interest} aria-labelledby="interest-title">
      <h2 id="interest-title">{interestTexts.title}</h2>
      <p className={styles.muted}>{interestTexts.explainer}</p>
      {signedOut ? (
        <Link to={loginPathFrom(location.pathname)} className={buttonClassName()}>
          {interestTexts.signIn}
        </Link>
      ) : session.data ? (
        <MemberInterest slug={slug} />
      ) : session.error ? (
        <Alert>{interestTexts.failed}</Alert>
      ) : (
        <p className={styles.muted}>{interestTexts.loading}</p>
      )}
    </section>
  );
}
