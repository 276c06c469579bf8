import { useState } from 'react';
import { Link } from 'react-router';
import { useGetHostDashboardQuery, useListHostActivityQuery, useListMyFormatsQuery } from '@ember/api-client';
import { LoadingState, buttonClassName } from '@ember/ui';
import { ActivityList } from '../components/console/activity-list';
import { ConsolePage, EmptyState, Panel } from '../components/console/console-page';
import styles from '../components/console/console.module.css';
import { FormatCard } from '../components/console/format-card';
import { type FormatFilter, FormatFilterBar, filtered } from '../components/console/format-filter';
import { LoadFailed } from '../components/console/load-failed';
import { MetricCards } from '../components/console/metric-cards';
import { useHostIdentity } from '../hooks/use-host-identity';
import { dashboardMetrics } from '../model/dashboard-metrics';

const newFormat = (
  <Link to="/create-event" className={buttonClassName()}>
    New format
  </Link>
);

/**
 * /host/dashboard (spec 3 §2.11): the host's figures with their trends, their formats with the
 * all / active / draft / completed filter, and the recent activity (the latest 10).
 */
export function HostDashboardPage() {
  const { name } = useHostIdentity();
  const dashboard = useGetHostDashboardQuery({ id: 'me' });
  const formats = useListMyFormatsQuery({ status: 'all' });
  const activity = useListHostActivityQuery({ id: 'me' });
  const [filter, setFilter] = useState<FormatFilter>('all');
  const shown = filtered(formats.data?.formats ?? [], filter);

  return (
    <ConsolePage title="Dashboard" lead={name ? `Welcome back, ${name}.` : undefined} actions={newFormat}>
      {dashboard.error ? (
        <LoadFailed what="your figures" retry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <MetricCards metrics={dashboardMetrics(dashboard.data)} />
      ) : (
        <LoadingState label="Loading your figures…" />
      )}
      <div className={styles.columns}>
        <Panel
          title="Your formats"
          actions={
            formats.data && formats.data.formats.length > 0 ? (
              <FormatFilterBar value={filter} formats={formats.data.formats} onChange={setFilter} />
            ) : undefined
          }
        >
          {formats.error ? (
            <LoadFailed what="your formats" retry={() => void formats.refetch()} />
          ) : !formats.data ? (
            <LoadingState label="Loading your formats…" />
          ) : formats.data.formats.length === 0 ? (
            <EmptyState title="No formats yet" action={newFormat}>
              <p>Design your first event format: it takes about five minutes.</p>
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title={`No ${filter} formats`} />
          ) : (
            <ul className={styles.formatList}>
              {shown.map((format) => (
                <li key={format.id}>
                  <FormatCard format={format} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Recent activity">
          {activity.error ? (
            <LoadFailed what="the activity" retry={() => void activity.refetch()} />
          ) : !activity.data ? (
            <LoadingState label="Loading the activity…" />
          ) : activity.data.activities.length === 0 ? (
            <EmptyState title="Nothing has happened yet">
              <p>New formats, interest, groups and payments show up here.</p>
            </EmptyState>
          ) : (
            <ActivityList items={activity.data.activities} />
          )}
        </Panel>
      </div>
    </ConsolePage>
  );
}
