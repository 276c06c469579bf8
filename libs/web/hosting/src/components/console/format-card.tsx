import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventFormat } from '@ember/api-client';
import { formatTitle, nextDateText, placeText, priceText } from '../../model/format-text';
import styles from './console.module.css';
import { StatusBadge } from './status-badge';

/** A format in a list: its title (to its details), status, next date, place, price and numbers. */
export function FormatCard({ format, actions }: { format: EventFormat; actions?: ReactNode }) {
  const title = formatTitle(format.format);
  return (
    <article className={styles.formatCard} aria-label={title}>
      <div className={styles.formatTop}>
        <h3 className={styles.formatTitle}>
          <Link to={`/host/format/${format.id}/details`}>{title}</Link>
        </h3>
        <StatusBadge status={format.status} />
      </div>
      <ul className={styles.formatFacts}>
        <li>{nextDateText(format.nextDate)}</li>
        <li>{placeText(format.location)}</li>
        <li>{priceText(format.pricing.ticketPrice)}</li>
        <li>
          {format.counts.interested} interested · {format.counts.groupsFormed} group
          {format.counts.groupsFormed === 1 ? '' : 's'} formed
        </li>
      </ul>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </article>
  );
}
