import { type ReactNode, useId } from 'react';
import { usePageTitle } from '@ember/ui';
import styles from './console.module.css';

export interface ConsolePageProps {
  title: string;
  lead?: ReactNode;
  /** Buttons or links beside the title (below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the host console: its title (also the tab's), a lead, its actions, then its content. */
export function ConsolePage({ title, lead, actions, children }: ConsolePageProps) {
  usePageTitle(title);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.pageHead}>
        <div className={styles.pageTitles}>
          <h1 id={titleId} className={styles.pageTitle}>
            {title}
          </h1>
          {lead && <p className={styles.pageLead}>{lead}</p>}
        </div>
        {actions && <div className={styles.pageActions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** Where there is nothing to show yet: what would be here, and how it comes. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" width="48" height="48" fill="none" aria-hidden="true">
        <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="2" strokeDasharray="4 5" />
        <circle cx="17" cy="21" r="4" fill="currentColor" opacity="0.35" />
        <circle cx="31" cy="21" r="4" fill="currentColor" opacity="0.35" />
        <circle cx="24" cy="31" r="4" fill="currentColor" opacity="0.6" />
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children && <div className={styles.emptyText}>{children}</div>}
      {action}
    </div>
  );
}

/** A part of a console page: a card with its heading. */
export function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
