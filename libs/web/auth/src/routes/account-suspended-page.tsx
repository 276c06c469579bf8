import { Link, useLocation } from 'react-router';
import { accountSuspendedCode, isApiError, useGetCurrentUserQuery } from '@ember/api-client';
import { LoadingState, buttonClassName, supportEmail, usePageTitle } from '@ember/ui';
import styles from '../components/auth.module.css';

/**
 * /suspended: where a suspended account's next request lands. The server's words say why and
 * where to appeal; opened directly, the page asks the api again for them.
 */
export function AccountSuspendedPage() {
  usePageTitle('Account suspended');
  const given = (useLocation().state as { message?: unknown } | null)?.message;
  const probe = useGetCurrentUserQuery(undefined, { skip: typeof given === 'string' });
  const fromApi = isApiError(probe.error) && probe.error.code === accountSuspendedCode ? probe.error.message : null;
  const message = typeof given === 'string' ? given : fromApi;

  if (!message && probe.isLoading) return <LoadingState label="Loading…" />;
  return (
    <div className={styles.status}>
      <h1 className={styles.heading}>Your account is suspended</h1>
      {message ? (
        <p className={styles.lead}>{message}</p>
      ) : (
        <p className={styles.lead}>
          Your account is not suspended. <Link to="/home">Go to Ember</Link>
        </p>
      )}
      <p className={styles.switch}>
        You cannot sign in or take part in rounds while it is suspended. To appeal, write to{' '}
        <a href={`mailto:${supportEmail}?subject=Appeal%20of%20my%20suspension`}>{supportEmail}</a> from the address of
        your account; we answer every appeal.
      </p>
      <a className={buttonClassName({ variant: 'secondary' })} href={`mailto:${supportEmail}`}>
        Write to appeal
      </a>
    </div>
  );
}
