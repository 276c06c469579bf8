import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, genericErrorMessage, isApiError, useClaimFormatMutation } from '@ember/api-client';
import { Alert, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import styles from '../components/console/console.module.css';

/** What the page says when the link is unknown, used or expired (the server's words when it gives them). */
export const invalidClaimLinkText =
  'This link is invalid or has expired. Create the format again, or sign in to see your formats.';

/**
 * /host/claim?token=… (the link in the wizard's e-mail): claims the format, which signs the person
 * in (with an account made for them if needed) and makes them a host, then opens the dashboard.
 */
export function ClaimFormatPage() {
  usePageTitle('Opening your format');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [claim] = useClaimFormatMutation();
  const [failure, setError] = useState<string | null>(null);
  const error = token ? failure : invalidClaimLinkText;
  // A link works once: never send it twice (React runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    claim({ claimFormatRequest: { token } })
      .unwrap()
      .then(() => {
        // Signed in now, perhaps as someone else than before: nothing cached belongs to them.
        dispatch(api.util.resetApiState());
        navigate('/host/dashboard', { replace: true });
      })
      .catch((failure: unknown) => {
        if (!isApiError(failure)) setError(genericErrorMessage);
        else if (failure.status === 0 || failure.status >= 500) setError(failure.message);
        else setError(failure.code === 'hosting.invalid-claim-link' ? failure.message : invalidClaimLinkText);
      });
  }, [token, claim, dispatch, navigate]);

  if (!error) return <LoadingState label="Opening your format…" />;
  return (
    <section className={styles.claim} aria-labelledby="claim-title">
      <h1 id="claim-title" className={styles.pageTitle}>
        We couldn&apos;t open your format
      </h1>
      <Alert>{error}</Alert>
      <div className={styles.cardActions}>
        <Link to="/login?redirectedFrom=%2Fhost%2Fdashboard" className={buttonClassName()}>
          Sign in
        </Link>
        <Link to="/create-event" className={buttonClassName({ variant: 'secondary' })}>
          Create a format
        </Link>
      </div>
    </section>
  );
}
