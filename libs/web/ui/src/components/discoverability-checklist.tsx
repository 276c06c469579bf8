import { type DiscoverableVideo, discoverability, discoverabilityRule } from '@ember/member-rules';
import styles from './discoverability-checklist.module.css';

/**
 * The discoverability rule (spec 1 §9, spec 3 §2.9, §5) and where the member stands: a ready fun
 * video, a ready useful video.
 */
export function DiscoverabilityChecklist({ videos }: { videos: readonly DiscoverableVideo[] }) {
  const state = discoverability(videos);
  const items = [
    { done: state.fun, label: 'a fun video' },
    { done: state.useful, label: 'a useful video' },
  ];
  return (
    <div className={styles.rule} data-discoverable={state.discoverable || undefined}>
      <p className={styles.text}>{discoverabilityRule}</p>
      <ul className={styles.items} aria-label="your videos for discoverability">
        {items.map((item) => (
          <li key={item.label} className={item.done ? styles.done : styles.todo}>
            <span className={styles.mark} aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            {item.label}
            <span className="visually-hidden">{item.done ? ': done' : ': not yet'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
