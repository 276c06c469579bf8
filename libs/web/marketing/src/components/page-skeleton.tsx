import styles from './page-skeleton.module.css';

/** The shape of the page being loaded: opening with a dark hero, or with a heading on the page colour. */
export type SkeletonShape = 'hero' | 'plain';

/**
 * While a page's content is on its way: the shape of its opening, so the page does not jump when
 * the text arrives, and a status for screen readers. It reaches below the fold, so the footer is
 * not on screen to be pushed down when the page arrives.
 */
export function PageSkeleton({ shape = 'hero' }: { shape?: SkeletonShape }) {
  return (
    <div
      className={`${styles.page} ${shape === 'hero' ? styles.skeleton : styles.plainSkeleton}`}
      data-header-tone={shape === 'hero' ? 'dark' : 'light'}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">Loading…</span>
      <div className={styles.skeletonInner} aria-hidden="true">
        <span className={styles.bar} style={{ width: '30%' }} />
        <span className={styles.barLarge} style={{ width: '80%' }} />
        <span className={styles.barLarge} style={{ width: '55%' }} />
        <span className={styles.bar} style={{ width: '65%' }} />
      </div>
    </div>
  );
}
