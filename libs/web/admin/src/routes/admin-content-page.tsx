import { useListContentAwaitingReviewQuery } from '@ember/api-client';
import { Alert, LoadingState, usePageTitle } from '@ember/ui';
import styles from '../components/admin.module.css';
import { ContentReviewCard } from '../components/content-review-card';

/** /admin/content: new and replaced photos and prompt videos, oldest first, approved or removed. */
export function AdminContentPage() {
  usePageTitle('Content review · console');
  const queue = useListContentAwaitingReviewQuery();
  const items = queue.data?.items ?? [];
  return (
    <section aria-labelledby="content-title" className={styles.page}>
      <h2 id="content-title" className={styles.heading}>
        Content review
      </h2>
      <p className={styles.muted}>
        Every new or replaced photo and prompt video waits here once it is processed. A removed one is deleted for good;
        the member is told why and asked for a new one.
      </p>
      {queue.isLoading && <LoadingState label="Loading the photos and videos…" />}
      {queue.isError && <Alert>We couldn’t load the review queue. Please try again.</Alert>}
      {queue.isSuccess && items.length === 0 && <p className={styles.muted}>Nothing to review. All caught up.</p>}
      {queue.isSuccess && queue.data.total > items.length && (
        <p className={styles.muted}>
          Showing the oldest {items.length} of {queue.data.total}.
        </p>
      )}
      {items.length > 0 && (
        <ul className={styles.list} aria-label="awaiting review">
          {items.map((item) => (
            <ContentReviewCard key={item.media.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
