import type { PrivacyPolicy, TermsOfUse } from '@ember/content';
import { PageUnavailable } from '../components/page-states';
import { PageSkeleton } from '../components/page-skeleton';
import { useContent } from '../hooks/use-content';
import { useRenderedText } from '../hooks/use-rendered-text';
import { usePageMeta } from '../hooks/use-page-meta';
import styles from './legal-route.module.css';

function effective(date: string): string {
  return new Date(date).toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function LegalText({ doc }: { doc: PrivacyPolicy | TermsOfUse }) {
  usePageMeta(doc.title, doc.summary);
  const text = useRenderedText();
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {doc.title}
        </h1>
        <p className={styles.effective}>
          Effective{' '}
          <time dateTime={doc.effectiveDate}>
            {text(`date:${doc.effectiveDate}`, () => effective(doc.effectiveDate))}
          </time>
        </p>
        {doc.summary && <p className={styles.summary}>{doc.summary}</p>}
      </header>
      {/* Rendered by the CMS from its rich text: written by staff, not visitors. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: doc.bodyHtml ?? '' }} />
    </article>
  );
}

/** `/privacy-policy` and `/terms-of-use` (spec 3 §2.13): the CMS's legal texts, effective 2025-01-15. */
export function LegalRoute({ slug }: { slug: 'privacy-policy' | 'terms-of-use' }) {
  const state = useContent(`legal:${slug}`, (client) =>
    slug === 'privacy-policy' ? client.legal('privacy-policy') : client.legal('terms-of-use'),
  );
  switch (state.status) {
    case 'loading':
    case 'missing':
      return <PageSkeleton shape="plain" />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'ready':
      return <LegalText doc={state.data} />;
  }
}
