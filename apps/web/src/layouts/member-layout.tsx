import { Suspense, lazy, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useGetCurrentUserQuery } from '@ember/api-client';
import { currentBrand, themeIdForPath, useChosenThemeId } from '@ember/brand';
import { Button, LoadingState, buttonClassName, iconButtonClassName } from '@ember/ui';
import { useSignOut } from '../session/sign-out';
import chrome from './chrome.module.css';
import styles from './member.module.css';
import { TabBar } from './tab-bar';
import { Wordmark } from './wordmark';

const ThemePickerDialog = lazy(() =>
  import('@ember/brand/theme-picker').then((module) => ({ default: module.ThemePickerDialog })),
);

/** Spec 2 §2.1: header, content and the bottom tab bar. */
export function MemberLayout() {
  const brand = currentBrand();
  const { pathname } = useLocation();
  const chosen = useChosenThemeId();
  const { forced } = themeIdForPath(pathname, chosen);
  const { signOut, signingOut } = useSignOut();
  const [picking, setPicking] = useState(false);
  // The guard has already fetched the user: hosts and the Ember team see the way to their areas.
  const roles = useGetCurrentUserQuery().data?.roles ?? [];
  const areaLink = buttonClassName({ variant: 'ghost', size: 'small' });
  return (
    <div className={styles.member}>
      <a className={chrome.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.memberHeader}>
        <Link to="/home" className={chrome.brandLink} aria-label={`${brand.name}: Discover`}>
          <Wordmark name={brand.name} />
        </Link>
        <div className={styles.memberActions}>
          {roles.includes('host') && (
            <Link to="/host/dashboard" className={areaLink}>
              Hosting
            </Link>
          )}
          {roles.includes('admin') && (
            <Link to="/admin" className={areaLink}>
              Console
            </Link>
          )}
          <button
            type="button"
            className={iconButtonClassName}
            onClick={() => setPicking(true)}
            aria-label="choose your colors"
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1-.8-1.4-.8-2.4 0-.9.7-1.5 1.6-1.5H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3Z" />
              <circle cx="7.5" cy="11" r="1.2" fill="currentColor" />
              <circle cx="10.5" cy="7" r="1.2" fill="currentColor" />
              <circle cx="15.5" cy="7.5" r="1.2" fill="currentColor" />
            </svg>
          </button>
          <Button variant="ghost" size="small" onClick={signOut} loading={signingOut}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" className={styles.memberMain} tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <TabBar />
      {picking && (
        <Suspense fallback={null}>
          <ThemePickerDialog open onClose={() => setPicking(false)} chosenId={chosen} forced={forced} />
        </Suspense>
      )}
    </div>
  );
}
