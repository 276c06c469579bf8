import {
  earningsEstimate,
  feeSplit,
  formatCents,
  formatDollars,
  hostSharePercent,
  platformFeePercent,
  processingEstimateCents,
} from '@ember/hosting-rules';
import styles from './wizard/wizard.module.css';

export interface EarningsEstimateProps {
  ticketPriceCents: number;
  maxGroups: number;
  /** The per-ticket split under the estimate. */
  showSplit?: boolean;
}

/**
 * Spec 3 §9: what the host could earn, live as the price and groups change: the conservative case
 * (6 attendees) and the optimistic one (8 per group times the groups, unlimited counted as 3).
 */
export function EarningsEstimate({ ticketPriceCents, maxGroups, showSplit = false }: EarningsEstimateProps) {
  const estimate = earningsEstimate(ticketPriceCents, maxGroups);
  const split = feeSplit(ticketPriceCents);
  return (
    <section className={styles.earnings} aria-labelledby="earnings-title" aria-live="polite">
      <h2 id="earnings-title" className={styles.earningsTitle}>
        Your estimated earnings
      </h2>
      <dl className={styles.earningsFigures}>
        <div>
          <dt>With {estimate.conservativeAttendees} attendees</dt>
          <dd>{formatDollars(estimate.conservativeCents)}</dd>
        </div>
        <div>
          <dt>With {estimate.optimisticAttendees} attendees</dt>
          <dd>{formatDollars(estimate.optimisticCents)}</dd>
        </div>
      </dl>
      {showSplit && (
        <dl className={styles.split}>
          <div>
            <dt>Ticket price</dt>
            <dd>{formatDollars(split.priceCents)}</dd>
          </div>
          <div>
            <dt>You keep ({hostSharePercent} %)</dt>
            <dd>{formatDollars(split.hostEarningsCents)}</dd>
          </div>
          <div>
            <dt>Platform fee ({platformFeePercent} %)</dt>
            <dd>{formatDollars(split.platformFeeCents)}</dd>
          </div>
          <div>
            <dt>Payment processing, estimated</dt>
            <dd>{formatCents(processingEstimateCents(split.priceCents))}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
