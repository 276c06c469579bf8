import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import styles from './sub-page.module.css';

export interface SubPageProps {
  title: string;
  /** Where the back link leads, and what it says (the screen one level up). */
  back: { to: string; label: string };
  lead?: ReactNode;
  children: ReactNode;
}

/** A screen one level down (a settings screen): the way back, its title and lead, then its content. */
export function SubPage({ title, back, lead, children }: SubPageProps) {
  usePageTitle(title);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Link to={back.to} className={styles.backLink}>
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
        {back.label}
      </Link>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
