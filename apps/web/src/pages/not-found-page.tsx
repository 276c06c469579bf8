import { Link } from 'react-router';
import { buttonClassName, usePageTitle } from '@ember/ui';
import styles from './pages.module.css';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className={styles.comingSoon} aria-labelledby="not-found-title">
      <p className={styles.badge}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        We couldn&apos;t find that page
      </h1>
      <p className={styles.text}>The link may be old, or the address mistyped.</p>
      <Link to="/" className={buttonClassName()}>
        Go to the home page
      </Link>
    </section>
  );
}
