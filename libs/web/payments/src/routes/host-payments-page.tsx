import { Link } from 'react-router';
import {
  type FormatEarnings,
  type Payout,
  hostEarningsCsvUrl,
  useGetHostEarningsQuery,
  useGetPaymentSettingsQuery,
} from '@ember/api-client';
import { Alert, Button, LoadingState, buttonClassName, money, usePageTitle } from '@ember/ui';
import { TestModeBadge } from '../components/test-mode-badge';
import styles from '../components/payments.module.css';

const columns = ['Gross', 'Refunds', 'Platform fee (20 %)', 'Processing', 'Your net'] as const;

function figures(
  line: Pick<FormatEarnings, 'grossCents' | 'refundsCents' | 'platformFeeCents' | 'processingCents' | 'netCents'>,
) {
  // What is taken off shows as negative (0 stays 0, not -0).
  const off = (cents: number) => (cents === 0 ? 0 : -cents);
  return [
    line.grossCents,
    off(line.refundsCents),
    off(line.platformFeeCents),
    off(line.processingCents),
    line.netCents,
  ];
}

/**
 * /host/payments (spec 3 §2.11): earnings per format (gross, refunds, Ember's 20 %, the
 * processing estimate, net; they add up to the cent), payouts pending and paid, a CSV export.
 */
export function HostPaymentsPage() {
  usePageTitle('Payments');
  const earnings = useGetHostEarningsQuery();
  const settings = useGetPaymentSettingsQuery();
  if (earnings.isLoading) return <LoadingState label="Loading your earnings…" />;
  if (earnings.error || !earnings.data) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Payments</h1>
        <Alert>We couldn’t load your earnings. Please try again.</Alert>
        <Button variant="secondary" onClick={() => void earnings.refetch()}>
          try again
        </Button>
      </section>
    );
  }
  const { formats, payouts, totals } = earnings.data;
  const pending = payouts.filter((payout) => payout.state !== 'paid');
  const paid = payouts.filter((payout) => payout.state === 'paid');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="host-payments-title">
      <h1 id="host-payments-title" className={styles.title}>
        payments
      </h1>
      {settings.data?.testMode && <TestModeBadge />}
      {formats.length === 0 ? (
        <div className={styles.panel}>
          <p>No tickets sold yet. Each format’s earnings show here once members pay for their groups.</p>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/host/billing">
            Set up payouts
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.cards}>
            {totals.map((total) => (
              <div key={total.currency} className={styles.figure}>
                <span className={styles.muted}>net earnings ({total.currency})</span>
                <strong>{money(total.netCents, total.currency)}</strong>
                <span className={styles.muted}>of {money(total.grossCents, total.currency)} in tickets</span>
              </div>
            ))}
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Earnings per format</caption>
              <thead>
                <tr>
                  <th scope="col">Format</th>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {formats.map((format) => (
                  <tr key={format.eventKey}>
                    <th scope="row">
                      {format.title}
                      <span className={styles.rowNote}>
                        {format.tickets} {format.tickets === 1 ? 'ticket' : 'tickets'}
                        {format.settled ? '' : ' · upcoming'}
                      </span>
                    </th>
                    {figures(format).map((cents, index) => (
                      <td key={columns[index]}>{money(cents, format.currency)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {totals.map((total) => (
                  <tr key={total.currency}>
                    <th scope="row">Total</th>
                    {figures(total).map((cents, index) => (
                      <td key={columns[index]}>{money(cents, total.currency)}</td>
                    ))}
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
          <div className={styles.actions}>
            <a className={buttonClassName({ variant: 'secondary' })} href={hostEarningsCsvUrl()} download>
              Export CSV
            </a>
          </div>
        </>
      )}
      <PayoutList title="Payouts pending" payouts={pending} empty="Nothing waiting: you are paid after each event." />
      <PayoutList title="Payouts paid" payouts={paid} empty="No payouts yet." />
    </section>
  );
}

function PayoutList({ title, payouts, empty }: { title: string; payouts: Payout[]; empty: string }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {payouts.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {payouts.map((payout) => (
            <li key={payout.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span>{payout.title}</span>
                <span className={styles.amount}>{money(payout.amountCents, payout.currency)}</span>
              </div>
              <p className={styles.muted}>
                {payout.paidAt
                  ? `paid ${new Date(payout.paidAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`
                  : (payout.note ?? 'due after the event')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
