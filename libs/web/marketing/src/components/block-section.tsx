import type { ReactNode } from 'react';
import styles from './section.module.css';

export type HeadingLevel = 1 | 2;
/** The surface a block sits on: the theme's page colour, its tint, or the always-dark hero look. */
export type Surface = 'plain' | 'tinted' | 'dark';

/** What every block receives from the page that renders it. */
export interface BlockProps<Block> {
  block: Block;
  /** 1 for the first heading of the page, 2 after it. */
  headingLevel: HeadingLevel;
  surface: Surface;
  /** Unique on the page, for the ids the block's labels need. */
  blockId: string;
}

/**
 * A block's section: it says how dark it is (data-header-tone) so the header's 56 px check can
 * adapt (spec 2 §2.2), carries the editor's anchor, and is labelled by its heading.
 */
export function BlockSection({
  surface,
  anchor,
  labelledBy,
  label,
  width = 'content',
  className,
  children,
}: {
  surface: Surface;
  anchor?: string | null;
  labelledBy?: string;
  label?: string;
  width?: 'content' | 'reading' | 'wide';
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor || undefined}
      className={[styles.section, styles[surface], className].filter(Boolean).join(' ')}
      data-header-tone={surface === 'dark' ? 'dark' : 'light'}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
    >
      <div className={[styles.inner, styles[width]].join(' ')}>{children}</div>
    </section>
  );
}

/** A block's heading at the level the page gives it, with an optional eyebrow above. */
export function BlockHeading({
  level,
  id,
  eyebrow,
  intro,
  align = 'start',
  children,
}: {
  level: HeadingLevel;
  id: string;
  eyebrow?: string | null;
  intro?: string | null;
  align?: 'start' | 'center';
  children: ReactNode;
}) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <header className={[styles.heading, align === 'center' ? styles.center : ''].join(' ')}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Tag id={id} className={level === 1 ? styles.pageTitle : styles.title}>
        {children}
      </Tag>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
