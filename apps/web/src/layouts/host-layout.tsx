import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useSignOut } from '../session/sign-out';
import { LoadingState } from '@ember/ui';
import styles from './host.module.css';

const links = [
  ['/host/dashboard', 'Dashboard'],
  ['/host/formats', 'Formats'],
  ['/create-event', 'New Format'],
  ['/host/analytics', 'Analytics'],
  ['/host/payments', 'Payments'],
  ['/host/billing', 'Billing'],
  ['/host/profile', 'Profile'],
  ['/host/settings', 'Settings'],
  ['/host/help', 'Help'],
] as const;

/** Spec 3 §2.11: the host console's navigation, ending with sign out (to /login). */
export function HostLayout() {
  const { signOut } = useSignOut();
  return (
    <div className={styles.host}>
      <nav className={styles.hostNav} aria-label="Host">
        {links.map(([to, label]) => (
          <NavLink key={to} to={to}>
            {label}
          </NavLink>
        ))}
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </nav>
      <main id="main" className={styles.hostMain} tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
