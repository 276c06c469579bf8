import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@ember/ui';
import styles from './settings.module.css';

/** A settings screen: a way back to the list, its title and its content. */
export function SettingsPageFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <Link to="/emberite/settings" className={styles.backLink}>
        <svg
          viewBox="0 0 20 20"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12.5 4.5 7 10l5.5 5.5" />
        </svg>
        settings
      </Link>
      <header className={styles.header}>
        <h1 id="settings-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.muted}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
