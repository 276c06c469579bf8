import styles from './console.module.css';

/** Spec 3 §4: groups formed out of the most a format may have (shown for active formats with maxGroups > 0). */
export function GroupProgress({ groupsFormed, maxGroups }: { groupsFormed: number; maxGroups: number }) {
  const unlimited = maxGroups >= 999;
  const percent = unlimited ? 0 : Math.min(100, Math.round((groupsFormed / maxGroups) * 100));
  const text = unlimited
    ? `${groupsFormed} group${groupsFormed === 1 ? '' : 's'} formed (no limit)`
    : `${groupsFormed} of ${maxGroups} group${maxGroups === 1 ? '' : 's'} formed`;
  return (
    <div className={styles.progress}>
      <span className={styles.groupText}>{text}</span>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Group formation"
        aria-valuemin={0}
        aria-valuemax={unlimited ? undefined : maxGroups}
        aria-valuenow={groupsFormed}
        aria-valuetext={text}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
