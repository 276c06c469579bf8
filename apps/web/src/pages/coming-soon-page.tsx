import { Link, useLocation } from 'react-router';
import { buttonClassName, usePageTitle } from '@ember/ui';
import styles from './pages.module.css';

export interface ComingSoonPageProps {
  /** What the page will be, e.g. "Vibe check". */
  title: string;
  /** Where to go instead; the home page unless told otherwise. */
  back?: { label: string; to: string };
}

/** A route whose page is not built yet: it says which page, at which address, and offers a way on. */
export function ComingSoonPage({ title, back = { label: 'Back to the home page', to: '/' } }: ComingSoonPageProps) {
  const { pathname } = useLocation();
  usePageTitle(title);
  return (
    <section className={styles.comingSoon} aria-labelledby="coming-soon-title">
      <div className={styles.orbit} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className={styles.badge}>Coming soon</p>
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>
        This page is on its way. It will live at <code className={styles.path}>{pathname}</code>.
      </p>
      <Link to={back.to} className={buttonClassName({ variant: 'secondary' })}>
        {back.label}
      </Link>
    </section>
  );
}

export function comingSoon(title: string, back?: ComingSoonPageProps['back']) {
  function Page() {
    return <ComingSoonPage title={title} back={back} />;
  }
  Page.displayName = `ComingSoon(${title})`;
  return Page;
}
