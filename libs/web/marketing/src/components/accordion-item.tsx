import type { ReactNode } from 'react';
import styles from './accordion.module.css';

/**
 * One disclosure of an accordion: a real button that says whether its panel is expanded, and the
 * panel it controls. The panel stays in the page while closed (hidden), so find-in-page and anchors
 * can still reach its text when opened.
 */
export function AccordionItem({
  id,
  open,
  onToggle,
  summary,
  headingLevel = 3,
  children,
  className,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  summary: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.item, className].filter(Boolean).join(' ')} data-open={open}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.button}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className={styles.summary}>{summary}</span>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
