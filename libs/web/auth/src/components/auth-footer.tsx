import styles from './auth.module.css';

/** Spec 1 §2.4: the legal pages open in a new tab, so the sign-in in progress stays where it is. */
export function AuthFooter() {
  return (
    <nav className={styles.footer} aria-label="Legal">
      <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
        Privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
        Terms of use<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </nav>
  );
}
