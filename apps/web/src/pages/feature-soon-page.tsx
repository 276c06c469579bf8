import { Link } from 'react-router';
import { buttonClassName, usePageTitle } from '@ember/ui';
import styles from './pages.module.css';

/** Spec 3 §2.9 and §8: the words the member area uses for a feature that is not available yet. */
export const featureSoonTexts = {
  subtitle: 'Not available - coming soon',
  alert: 'This feature is coming soon! Apologies for inconvenience.',
} as const;

/** A member-area feature whose flag is off (spec 3 §2.2): its name and the spec's coming-soon words. */
export function FeatureSoonPage({ title, back }: { title: string; back: { label: string; to: string } }) {
  usePageTitle(title);
  return (
    <section className={styles.comingSoon} aria-labelledby="feature-soon-title">
      <div className={styles.orbit} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className={styles.badge}>{featureSoonTexts.subtitle}</p>
      <h1 id="feature-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text} role="status">
        {featureSoonTexts.alert}
      </p>
      <Link to={back.to} className={buttonClassName({ variant: 'secondary' })}>
        {back.label}
      </Link>
    </section>
  );
}
