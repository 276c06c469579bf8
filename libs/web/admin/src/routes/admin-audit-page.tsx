import { apiBaseUrl, auditLogCsvPath, useListAuditEntriesQuery } from '@ember/api-client';
import { Alert, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import styles from '../components/admin.module.css';
import { auditActionLabels, auditTime } from '../model/audit-labels';

/** /admin/audit: every operator action, newest first; the whole log as CSV. */
export function AdminAuditPage() {
  usePageTitle('Audit log · console');
  const log = useListAuditEntriesQuery();
  const entries = log.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-title" className={styles.page}>
      <div className={styles.toolbar}>
        <h2 id="audit-title" className={styles.heading}>
          Audit log
        </h2>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          href={`${apiBaseUrl()}${auditLogCsvPath}`}
          download
        >
          export CSV
        </a>
      </div>
      {log.isLoading && <LoadingState label="Loading the audit log…" />}
      {log.isError && <Alert>We couldn’t load the audit log. Please try again.</Alert>}
      {log.isSuccess && entries.length === 0 && <p className={styles.muted}>No operator action yet.</p>}
      {entries.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Operator actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Target</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">
                    <time dateTime={entry.at}>{auditTime(entry.at)}</time>
                  </td>
                  <td data-label="Who">{entry.operatorEmail}</td>
                  <td data-label="What">{auditActionLabels[entry.action] ?? entry.action}</td>
                  <td data-label="Target">{entry.targetLabel}</td>
                  <td data-label="Reason">{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
