import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingState, buttonClassName } from '@ember/ui';
import styles from './auth.module.css';

/** The working and failed states of the pages that finish a sign-in started elsewhere (magic link, provider). */
export function WorkingPanel({ label }: { label: string }) {
  return (
    <div className={styles.status}>
      <LoadingState label={label} />
    </div>
  );
}

export function FailedPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.status}>
      <span className={`${styles.statusIcon} ${styles.statusIconError}`} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24">
          <path d="M12 8v5m0 3.5v.01" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead} role="alert">
        {children}
      </p>
      <Link to="/login" className={buttonClassName({ size: 'large' })}>
        Back to sign in
      </Link>
    </div>
  );
}
