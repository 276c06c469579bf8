import { Link } from 'react-router';
import { type Payment, useGetPaymentSettingsQuery, useListMyPaymentsQuery } from '@ember/api-client';
import { Alert, Button, LoadingState, SubPage, buttonClassName, money } from '@ember/ui';
import { TestModeBadge } from '../components/test-mode-badge';
import styles from '../components/payments.module.css';
import { paymentStateText } from '../model/payment-texts';

const day = (at: string) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** /emberite/settings/payments: the member's deposits and tickets, newest first, with refunds. */
export function PaymentsSettingsPage() {
  const payments = useListMyPaymentsQuery();
  const settings = useGetPaymentSettingsQuery();
  return (
    <SubPage
      title="payments"
      back={{ to: '/emberite/settings', label: 'settings' }}
      lead="Your deposit, your tickets and what came back. Card details stay with our payment provider."
    >
      {settings.data?.testMode && <TestModeBadge />}
      {payments.isLoading ? (
        <LoadingState label="Loading your payments…" />
      ) : payments.error || !payments.data ? (
        <>
          <Alert>We couldn’t load your payments. Please try again.</Alert>
          <Button variant="secondary" onClick={() => void payments.refetch()}>
            try again
          </Button>
        </>
      ) : payments.data.payments.length === 0 ? (
        <div className={styles.panel}>
          <p>No payments yet. The $10 deposit is counted toward your first event.</p>
          <Link className={buttonClassName()} to="/payment">
            pay the $10 deposit
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label="your payments">
          {payments.data.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </SubPage>
  );
}

function PaymentItem({ payment }: { payment: Payment }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span>{payment.purpose === 'deposit' ? 'Deposit' : payment.title}</span>
        <span className={styles.amount}>{money(payment.amountCents, payment.currency)}</span>
      </div>
      <p className={styles.muted}>
        {day(payment.paidAt ?? payment.createdAt)} · {paymentStateText(payment)}
        {payment.creditCents > 0 && ` · your deposit counted ${money(payment.creditCents, payment.currency)}`}
      </p>
      {payment.refundedCents > 0 && (
        <p className={styles.muted}>
          Refunded {money(payment.refundedCents, payment.currency)}
          {payment.refundRule ? `: ${payment.refundRule}` : ''}
        </p>
      )}
      {payment.refundDueAt && (
        <p className={styles.muted}>Comes back on {day(payment.refundDueAt)} unless a group uses it.</p>
      )}
      {payment.cancellation && payment.roundId && (
        <p className={styles.muted}>
          Cancelling now gives back {money(payment.cancellation.refundCents, payment.currency)} (
          {payment.cancellation.rule}) <Link to={`/emberite/rounds/${payment.roundId}/group`}>your group</Link>
        </p>
      )}
      {payment.status === 'pending' && (
        <Link to={payment.roundId ? `/payment?round=${payment.roundId}` : '/payment'}>finish paying</Link>
      )}
    </li>
  );
}
