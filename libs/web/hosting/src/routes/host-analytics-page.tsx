import { Link } from 'react-router';
import { useGetHostDashboardQuery, useListMyFormatsQuery } from '@ember/api-client';
import { formatDollars } from '@ember/hosting-rules';
import { LoadingState } from '@ember/ui';
import { ConsolePage, EmptyState, Panel } from '../components/console/console-page';
import styles from '../components/console/console.module.css';
import { LoadFailed } from '../components/console/load-failed';
import { MetricCards } from '../components/console/metric-cards';
import { StatusBadge } from '../components/console/status-badge';
import { dashboardMetrics } from '../model/dashboard-metrics';
import { formatTitle } from '../model/format-text';

const audience = new Set(['Active interest', 'Total revenue', 'Average attendance']);

/** /host/analytics: interest, revenue and attendance overall (with 30-day trends) and per format. */
export function HostAnalyticsPage() {
  const dashboard = useGetHostDashboardQuery({ id: 'me' });
  const formats = useListMyFormatsQuery({ status: 'all' });
  return (
    <ConsolePage title="Analytics" lead="How your formats do: interest, groups, revenue and attendance.">
      {dashboard.error ? (
        <LoadFailed what="your figures" retry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <MetricCards metrics={dashboardMetrics(dashboard.data).filter((metric) => audience.has(metric.label))} />
      ) : (
        <LoadingState label="Loading your figures…" />
      )}
      <Panel title="By format">
        {formats.error ? (
          <LoadFailed what="your formats" retry={() => void formats.refetch()} />
        ) : !formats.data ? (
          <LoadingState label="Loading your formats…" />
        ) : formats.data.formats.length === 0 ? (
          <EmptyState title="No figures yet">
            <p>Once you publish a format, its interest, groups, revenue and attendance show up here.</p>
          </EmptyState>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Format</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.numeric}>
                    Interested
                  </th>
                  <th scope="col" className={styles.numeric}>
                    Confirmed
                  </th>
                  <th scope="col" className={styles.numeric}>
                    Groups
                  </th>
                  <th scope="col" className={styles.numeric}>
                    Revenue
                  </th>
                  <th scope="col" className={styles.numeric}>
                    Attendance
                  </th>
                </tr>
              </thead>
              <tbody>
                {formats.data.formats.map((format) => (
                  <tr key={format.id}>
                    <th scope="row">
                      <Link to={`/host/format/${format.id}/details`}>{formatTitle(format.format)}</Link>
                    </th>
                    <td>
                      <StatusBadge status={format.status} />
                    </td>
                    <td className={styles.numeric}>{format.counts.interested}</td>
                    <td className={styles.numeric}>{format.counts.confirmed}</td>
                    <td className={styles.numeric}>{format.counts.groupsFormed}</td>
                    <td className={styles.numeric}>{formatDollars(format.counts.revenue)}</td>
                    <td className={styles.numeric}>
                      {format.counts.attendanceRate === null ? '–' : `${format.counts.attendanceRate} %`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </ConsolePage>
  );
}
