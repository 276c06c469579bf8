import type { HostDashboard } from '@ember/api-client';
import type { Metric } from '../components/console/metric-cards';

/** The dashboard's figures as metric cards, in the order a host reads them. */
export function dashboardMetrics(dashboard: HostDashboard): Metric[] {
  return [
    { label: 'Total formats', value: dashboard.totalFormats, trend: dashboard.totalFormatsTrend },
    { label: 'Active formats', value: dashboard.activeFormats, trend: dashboard.activeFormatsTrend },
    { label: 'Drafts', value: dashboard.draftFormats, trend: dashboard.draftFormatsTrend },
    { label: 'Completed', value: dashboard.completedFormats, trend: dashboard.completedFormatsTrend },
    { label: 'Active interest', value: dashboard.activeInterest, trend: dashboard.interestTrend },
    { label: 'Total revenue', value: dashboard.totalRevenue, trend: dashboard.revenueTrend, kind: 'cents' },
    {
      label: 'Average attendance',
      value: dashboard.averageAttendance,
      trend: dashboard.attendanceTrend,
      kind: 'percent',
    },
  ];
}
