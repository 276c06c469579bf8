import { supportEmail } from '../support-email';
import styles from './verification-help.module.css';

/** Spec 1 §2.4: the email may take a few minutes, check spam, contact support. */
export function VerificationHelp() {
  return (
    <p className={styles.help}>
      The email may take a few minutes to arrive. If you can't find it, check your spam folder. Still nothing? Contact
      support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
    </p>
  );
}
