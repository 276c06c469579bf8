import { Link } from 'react-router';
import { Button, buttonClassName, usePageTitle } from '@ember/ui';
import styles from './page-states.module.css';

/** The CMS cannot be reached and this browser holds no copy of the page: say so, offer a retry. */
export function PageUnavailable({ retry }: { retry: () => void }) {
  usePageTitle('Page unavailable');
  return (
    <section className={styles.message} aria-labelledby="page-unavailable-title" data-header-tone="light">
      <p className={styles.badge}>Back in a moment</p>
      <h1 id="page-unavailable-title" className={styles.title}>
        We can&apos;t load this page right now
      </h1>
      <p className={styles.text}>
        Our content service is taking a short break. Your connection is fine; please try again in a moment.
      </p>
      <div className={styles.actions}>
        <Button onClick={retry}>Try again</Button>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** Nothing is published at this address. */
export function PageMissing({ what = 'page' }: { what?: string }) {
  usePageTitle('Page not found');
  return (
    <section className={styles.message} aria-labelledby="page-missing-title" data-header-tone="light">
      <p className={styles.badge}>404</p>
      <h1 id="page-missing-title" className={styles.title}>
        We couldn&apos;t find that {what}
      </h1>
      <p className={styles.text}>The link may be old, or the address mistyped.</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName()}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
