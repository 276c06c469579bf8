import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@ember/ui';
import styles from '../components/auth.module.css';
import { signInMessages as messages } from '@ember/member-rules';
import { lastIdentity, sessionExpiredDefaultReturn, sessionExpiredTarget } from '../model/last-identity';
import { safeReturnPath } from '../model/return-path';

/** Spec 1 §9 and spec 3 §9: five seconds. */
export const sessionExpiredSeconds = 5;

/**
 * /session-expired (spec 1 §4, spec 3 §4): counts down 5 to 1, then sends the person through the
 * provider they last used (login hint, return path with authSuccess=true) or to /login.
 */
export function SessionExpiredPage({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const [params] = useSearchParams();
  const returnPath =
    safeReturnPath(params.get('redirectedFrom')) ??
    safeReturnPath(params.get('returnTo')) ??
    sessionExpiredDefaultReturn;
  const [left, setLeft] = useState(sessionExpiredSeconds);
  usePageTitle('Session expired');

  useEffect(() => {
    if (left <= 0) {
      go(sessionExpiredTarget(lastIdentity(), returnPath, window.location.origin));
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, go, returnPath]);

  return (
    <div className={styles.status}>
      <div className={styles.countdown} aria-hidden="true">
        <span>{Math.max(left, 1)}</span>
      </div>
      <h1 className={styles.heading}>Session expired</h1>
      <p className={styles.lead}>{messages.sessionExpired}</p>
      <p className={styles.switch} role="status" aria-live="polite">
        Redirecting in {Math.max(left, 1)} second{left === 1 ? '' : 's'}…
      </p>
    </div>
  );
}
