import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '@ember/ui';
import chrome from './chrome.module.css';
import styles from './landing.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Spec 2 §2.1: header, content, footer. */
export function LandingLayout() {
  return (
    <div className={styles.landing}>
      <a className={chrome.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.landingMain} tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
