import { useListOpenReportsQuery } from '@ember/api-client';
import { Alert, LoadingState, usePageTitle } from '@ember/ui';
import styles from '../components/admin.module.css';
import { ReportCaseCard } from '../components/report-case-card';

/** /admin/reports: the open reports, oldest first; each resolved by dismiss, warn or suspend. */
export function AdminReportsPage() {
  usePageTitle('Reports · console');
  const queue = useListOpenReportsQuery();
  const reports = queue.data?.reports ?? [];
  return (
    <section aria-labelledby="reports-title" className={styles.page}>
      <h2 id="reports-title" className={styles.heading}>
        Reports
      </h2>
      <p className={styles.muted}>
        Reporting already blocked the two members from each other. The reporter is told when a report is handled, never
        how.
      </p>
      {queue.isLoading && <LoadingState label="Loading the reports…" />}
      {queue.isError && <Alert>We couldn’t load the reports. Please try again.</Alert>}
      {queue.isSuccess && reports.length === 0 && <p className={styles.muted}>No open report. All handled.</p>}
      {reports.length > 0 && (
        <ul className={styles.list} aria-label="open reports">
          {reports.map((item) => (
            <ReportCaseCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
