import styles from './demo-badge.module.css';

/**
 * Marks one of the demo members a laptop's `npm start` seeds, so nobody mistakes them for a real
 * person. Read as "demo member"; the title says more on hover.
 */
export function DemoBadge() {
  return (
    <span className={styles.badge} title="A demo member, made up so Ember can be tried out">
      demo<span className="visually-hidden"> member</span>
    </span>
  );
}
