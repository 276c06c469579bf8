import type { Payment } from '@ember/api-client';
import { summaryLines, uncountedDepositText } from '../model/payment-texts';
import styles from './payments.module.css';

/** What is paid, the deposit counted toward it and what is due, then the policies that apply. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const uncounted = uncountedDepositText(payment);
  return (
    <>
      <dl className={styles.lines} aria-label="what you pay">
        {summaryLines(payment).map((line) => (
          <div key={line.label} className={line.total ? styles.total : undefined}>
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
      </dl>
      {uncounted && <p className={styles.muted}>{uncounted}</p>}
      {payment.policy && (
        <section className={`${styles.panel} ${styles.policy}`} aria-labelledby="policy-title">
          <h2 id="policy-title">refunds and cancellations</h2>
          <p>
            <strong>{payment.policy.cancellationLabel}.</strong> {payment.policy.cancellationDescription}
          </p>
          <p>
            <strong>{payment.policy.refundLabel}.</strong> {payment.policy.refundDescription}
          </p>
          <p className={styles.muted}>
            Your card is only held until your group is confirmed; if the group does not meet, nothing is taken.
          </p>
        </section>
      )}
    </>
  );
}
