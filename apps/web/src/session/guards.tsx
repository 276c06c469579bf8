import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { accountSuspendedCode, isApiError, useGetCurrentUserQuery } from '@ember/api-client';
import { loginPathFrom } from '@ember/member-rules';
import { Alert, Button, LoadingState, buttonClassName } from '@ember/ui';
import styles from './guards.module.css';
import { noteIdentity, signedInUser } from './session-check';

function useMember() {
  const location = useLocation();
  const query = useGetCurrentUserQuery();
  useEffect(() => {
    if (query.data) noteIdentity(query.data);
  }, [query.data]);
  const unauthenticated = isApiError(query.error) && query.error.status === 401;
  const suspended = isApiError(query.error) && query.error.code === accountSuspendedCode;
  return { ...query, unauthenticated, suspended, loginPath: loginPathFrom(`${location.pathname}${location.search}`) };
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className={styles.center}>
      <Alert>We couldn&apos;t load your account. Check your connection and try again.</Alert>
      <Button onClick={retry}>Try again</Button>
    </div>
  );
}

/**
 * Spec 1 §2.2 for login-required routes: the current user is fetched first; nobody signed in goes
 * to /login (with the path, as for any 401), a user without a profile to /welcome.
 */
export function RequireMember() {
  const member = useMember();
  if (member.unauthenticated) return <Navigate to={member.loginPath} replace />;
  if (member.suspended) return <Navigate to="/suspended" replace />;
  if (member.error) return <LoadFailed retry={member.refetch} />;
  if (!member.data) return <LoadingState label="Loading your account…" />;
  if (!member.data.hasProfile) return <Navigate to="/welcome" replace />;
  return <Outlet />;
}

/** /host: login and the host role. Hosts without the role learn how to become one. */
export function RequireHost() {
  const member = useMember();
  if (member.unauthenticated) return <Navigate to={member.loginPath} replace />;
  if (member.suspended) return <Navigate to="/suspended" replace />;
  if (member.error) return <LoadFailed retry={member.refetch} />;
  if (!member.data) return <LoadingState label="Loading your account…" />;
  if (!member.data.roles.includes('host')) {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>This area is for hosts</h1>
        <p className={styles.text}>Your account is not a host account yet. Creating your first format makes it one.</p>
        <Link to="/create-event" className={buttonClassName()}>
          Create a format
        </Link>
        <Link to="/become-a-host" className={buttonClassName({ variant: 'link' })}>
          What hosting is
        </Link>
      </div>
    );
  }
  return <Outlet />;
}

/** /admin: login and the admin role; anyone else is told the console is not theirs. */
export function RequireAdmin() {
  const member = useMember();
  if (member.unauthenticated) return <Navigate to={member.loginPath} replace />;
  if (member.suspended) return <Navigate to="/suspended" replace />;
  if (member.error) return <LoadFailed retry={member.refetch} />;
  if (!member.data) return <LoadingState label="Loading your account…" />;
  if (!member.data.roles.includes('admin')) {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>This area is for the Ember team</h1>
        <p className={styles.text}>Your account cannot open the operator console.</p>
        <Link to="/home" className={buttonClassName()}>
          Go to Ember
        </Link>
      </div>
    );
  }
  return <Outlet />;
}

/** Where /welcome sends someone: a host who has not made a member profile runs formats, not picks. */
export function welcomeTarget(user: { hasProfile: boolean; roles: readonly string[] } | null): string {
  if (user?.hasProfile) return '/home';
  return user?.roles.includes('host') ? '/host/dashboard' : '/start';
}

/**
 * Spec 1 §2.1-2.2: /welcome goes to /start, or to /home for someone who has a profile; a host
 * without a member profile (one who came in through a claim link) goes to the host console.
 */
export function WelcomeRedirect() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    signedInUser()
      .then((user) => current && navigate(welcomeTarget(user), { replace: true }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [navigate]);
  return failed ? <LoadFailed retry={() => window.location.reload()} /> : <LoadingState />;
}
