import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { currentBrand } from '@ember/brand';
import { LoadingState } from '@ember/ui';
import { HostAccountMenu } from '@ember/web-hosting';
import { useSignOut } from '../session/sign-out';
import chrome from './chrome.module.css';
import styles from './host.module.css';
import { Wordmark } from './wordmark';

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

/**
 * Spec 3 §2.11: the host console's navigation, ending with sign out (to /login), and the account
 * menu with the host's name. A sidebar from tablet width up; on a phone the links scroll sideways.
 */
export function HostLayout() {
  const brand = currentBrand();
  const { signOut, signingOut } = useSignOut();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the links scroll sideways: the current one is brought into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className={styles.host}>
      <a className={chrome.skipLink} href="#main">
        Skip to content
      </a>
      <div className={styles.hostBrand}>
        <Link to="/host/dashboard" className={chrome.brandLink} aria-label={`${brand.name} host console`}>
          <Wordmark name={brand.name} />
        </Link>
        <span className={styles.hostTag}>Host</span>
      </div>
      <div className={styles.hostAccount}>
        <HostAccountMenu onSignOut={signOut} signingOut={signingOut} />
      </div>
      <nav ref={nav} className={styles.hostNav} aria-label="Host">
        {links.map(([to, label]) => (
          <NavLink key={to} to={to}>
            {label}
          </NavLink>
        ))}
        <button type="button" onClick={signOut} disabled={signingOut}>
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
