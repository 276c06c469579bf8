import { useGetHostDashboardQuery } from '@ember/api-client';
import { formatDollars, hostSharePercent, platformFeePercent, processingFee } from '@ember/hosting-rules';
import { LoadingState } from '@ember/ui';
import { ConsolePage, EmptyState, Panel } from '../components/console/console-page';
import styles from '../components/console/console.module.css';
import { LoadFailed } from '../components/console/load-failed';

function HowYouArePaid() {
  return (
    <Panel title="How you are paid">
      <div className={styles.prose}>
        <p>
          You keep {hostSharePercent} % of every ticket; the platform keeps {platformFeePercent} %. Payment processing
          costs about {processingFee.percent} % plus {processingFee.fixedCents} cents a ticket.
        </p>
        <p>Participants pay once their group is confirmed. Amounts are in US dollars.</p>
      </div>
    </Panel>
  );
}

/** /host/payments: what the host has earned, from the stored payments (none before the first group pays). */
export function HostPaymentsPage() {
  const dashboard = useGetHostDashboardQuery({ id: 'me' });
  return (
    <ConsolePage title="Payments" lead="What participants paid for your formats.">
      {dashboard.error ? (
        <LoadFailed what="your earnings" retry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <LoadingState label="Loading your earnings…" />
      ) : (
        <dl className={styles.metrics}>
          <div className={styles.metric}>
            <dt>Your earnings so far</dt>
            <dd>
              <span className={styles.metricValue}>{formatDollars(dashboard.data.totalRevenue)}</span>
            </dd>
          </div>
        </dl>
      )}
      <Panel title="Payments">
        <EmptyState title="No payments yet">
          <p>When participants of a confirmed group pay, each payment is listed here with your share.</p>
        </EmptyState>
      </Panel>
      <HowYouArePaid />
    </ConsolePage>
  );
}

/** /host/billing: payouts and statements; none before the host's first earnings. */
export function HostBillingPage() {
  return (
    <ConsolePage title="Billing" lead="Payouts to you, and your statements.">
      <Panel title="Payout details">
        <EmptyState title="No payout details yet">
          <p>Hosting costs nothing up front. You are asked where to receive your earnings before your first payout.</p>
        </EmptyState>
      </Panel>
      <Panel title="Statements">
        <EmptyState title="No statements yet">
          <p>A statement is made for each month in which you earned something.</p>
        </EmptyState>
      </Panel>
      <HowYouArePaid />
    </ConsolePage>
  );
}
