import styles from './spinner.module.css';

/** A page or section that is loading; the label is read out once. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
