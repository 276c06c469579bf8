import { Link } from 'react-router';
import { timeAgo } from '../../model/relative-time';
import styles from './console.module.css';

export interface ActivityItem {
  id: string;
  type: string;
  message: string;
  formatId: string;
  formatTitle: string;
  /** When it happened (ISO 8601). */
  timestamp: string;
}

const icons: Record<string, string> = {
  new_format: 'M12 5v14M5 12h14',
  interest: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  group_formed:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 19c0-3 2.5-5 5-5s5 2 5 5m-2-5c1-.7 3-1 5-1 2.5 0 5 2 5 5',
  payment: 'M3 7h18v10H3zM3 11h18',
  completion: 'M5 12l5 5L20 7',
  cancellation: 'M6 6l12 12M18 6L6 18',
};

/** Spec 3 §2.11: what happened to the host's formats, newest first, each with how long ago. */
export function ActivityList({ items, now = new Date() }: { items: readonly ActivityItem[]; now?: Date }) {
  return (
    <ul className={styles.activity}>
      {items.map((item) => (
        <li key={item.id} className={styles.activityItem}>
          <span className={styles.activityDot} aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={icons[item.type] ?? icons['new_format']} />
            </svg>
          </span>
          <span className={styles.activityText}>
            <span>{item.message}</span>
            <span className={styles.activityMeta}>
              <Link to={`/host/format/${item.formatId}/details`}>{item.formatTitle.trim() || 'Untitled format'}</Link> ·{' '}
              <time dateTime={item.timestamp}>{timeAgo(item.timestamp, now)}</time>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
