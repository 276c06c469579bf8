import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { currentBrand } from '@ember/brand';
import { LoadingState } from '@ember/ui';
import chrome from './chrome.module.css';
import styles from './auth.module.css';
import { Wordmark } from './wordmark';

/** Spec 1 §2.1: sign-in, account creation and the legal pages, in a calm single column. */
export function AuthLayout() {
  const brand = currentBrand();
  return (
    <div className={styles.auth}>
      <header className={styles.authHeader}>
        <Link to="/" className={chrome.brandLink} aria-label={`${brand.name} home`}>
          <Wordmark name={brand.name} />
        </Link>
      </header>
      <main id="main" className={styles.authMain} tabIndex={-1}>
        <div className={styles.authCard}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
