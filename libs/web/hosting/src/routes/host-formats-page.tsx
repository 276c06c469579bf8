import { useState } from 'react';
import { Link } from 'react-router';
import { useListMyFormatsQuery } from '@ember/api-client';
import { LoadingState, buttonClassName } from '@ember/ui';
import { ConsolePage, EmptyState } from '../components/console/console-page';
import styles from '../components/console/console.module.css';
import { FormatActions } from '../components/console/format-actions';
import { FormatCard } from '../components/console/format-card';
import {
  type FormatFilter,
  FormatFilterBar,
  filtered,
  formatFiltersWithArchive,
} from '../components/console/format-filter';
import { LoadFailed } from '../components/console/load-failed';

const newFormat = (
  <Link to="/create-event" className={buttonClassName()}>
    New format
  </Link>
);

/** /host/formats: every format of the host, archived ones too, with what each allows. */
export function HostFormatsPage() {
  const current = useListMyFormatsQuery({ status: 'all' });
  const archived = useListMyFormatsQuery({ status: 'archived' });
  const [filter, setFilter] = useState<FormatFilter>('all');
  const formats = [...(current.data?.formats ?? []), ...(archived.data?.formats ?? [])];
  const shown = filtered(formats, filter);
  const failed = current.error ?? archived.error;
  return (
    <ConsolePage title="Formats" lead="Everything you host, from drafts to the archive." actions={newFormat}>
      {failed ? (
        <LoadFailed
          what="your formats"
          retry={() => {
            void current.refetch();
            void archived.refetch();
          }}
        />
      ) : !current.data || !archived.data ? (
        <LoadingState label="Loading your formats…" />
      ) : formats.length === 0 ? (
        <EmptyState title="No formats yet" action={newFormat}>
          <p>Design your first event format: it takes about five minutes.</p>
        </EmptyState>
      ) : (
        <>
          <FormatFilterBar filters={formatFiltersWithArchive} value={filter} formats={formats} onChange={setFilter} />
          {shown.length === 0 ? (
            <EmptyState title={`No ${filter} formats`} />
          ) : (
            <ul className={styles.formatList}>
              {shown.map((format) => (
                <li key={format.id}>
                  <FormatCard format={format} actions={<FormatActions format={format} />} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConsolePage>
  );
}
