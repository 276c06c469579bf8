import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { type ListAdminFormatsApiArg, useListAdminFormatsQuery } from '@ember/api-client';
import { Alert, Button, LoadingState, usePageTitle } from '@ember/ui';
import styles from '../components/admin.module.css';
import { FormatCard, formatStatusLabels } from '../components/format-card';

type Status = NonNullable<ListAdminFormatsApiArg['status']>;
const statuses: Status[] = ['active', 'draft', 'completed', 'archived'];
const pageSize = 50;

/** /admin/formats: every host's formats, most recently changed first, by status; unpublish one. */
export function AdminFormatsPage() {
  usePageTitle('Formats · console');
  const [params, setParams] = useSearchParams();
  const status = statuses.find((value) => value === params.get('status'));
  const offset = Math.max(0, Number(params.get('from')) || 0);
  const listing = useListAdminFormatsQuery({ status, limit: pageSize, offset });
  const formats = listing.data?.formats ?? [];
  const total = listing.data?.total ?? 0;
  const filterId = useId();

  const go = (next: { status?: Status | undefined; from?: number }) => {
    const query: Record<string, string> = {};
    if (next.status) query['status'] = next.status;
    if (next.from) query['from'] = String(next.from);
    setParams(query);
  };

  return (
    <section aria-labelledby="formats-title" className={styles.page}>
      <div className={styles.toolbar}>
        <h2 id="formats-title" className={styles.heading}>
          Formats
        </h2>
        <div>
          <label htmlFor={filterId}>Status </label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(event) => go({ status: statuses.find((value) => value === event.target.value) })}
          >
            <option value="">all</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {formatStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {listing.isLoading && <LoadingState label="Loading the formats…" />}
      {listing.isError && <Alert>We couldn’t load the formats. Please try again.</Alert>}
      {listing.isSuccess && formats.length === 0 && <p className={styles.muted}>No format here.</p>}
      {formats.length > 0 && (
        <>
          <p className={styles.muted}>
            {offset + 1}–{offset + formats.length} of {total}
          </p>
          <ul className={styles.list} aria-label="formats">
            {formats.map((format) => (
              <FormatCard key={format.id} format={format} />
            ))}
          </ul>
          <div className={styles.actions}>
            {offset > 0 && (
              <Button variant="secondary" size="small" onClick={() => go({ status, from: offset - pageSize })}>
                newer
              </Button>
            )}
            {offset + formats.length < total && (
              <Button variant="secondary" size="small" onClick={() => go({ status, from: offset + pageSize })}>
                older
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
