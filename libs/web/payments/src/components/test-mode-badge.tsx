import styles from './payments.module.css';
import { paymentTexts } from '../model/payment-texts';

/** Says plainly that no real money moves (the offline ledger, or Stripe's test keys). */
export function TestModeBadge() {
  return <span className={styles.badge}>{paymentTexts.testMode}</span>;
}
