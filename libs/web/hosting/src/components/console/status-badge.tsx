import styles from './console.module.css';

/** A format's status (draft, active, completed, archived) as a small labelled badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {status}
    </span>
  );
}
