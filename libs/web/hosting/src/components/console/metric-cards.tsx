import { formatDollars } from '@ember/hosting-rules';
import styles from './console.module.css';

export interface Trend {
  change: number;
  percent: number | null;
}

export interface Metric {
  label: string;
  value: number;
  trend: Trend;
  kind?: 'count' | 'cents' | 'percent';
}

function shown(value: number, kind: Metric['kind']): string {
  if (kind === 'cents') return formatDollars(value);
  if (kind === 'percent') return `${value} %`;
  return value.toLocaleString('en-US');
}

function trendText({ change, percent }: Trend, kind: Metric['kind']): string {
  if (change === 0) return 'No change in 30 days';
  const amount =
    kind === 'cents'
      ? formatDollars(Math.abs(change))
      : kind === 'percent'
        ? `${Math.abs(change)} pts`
        : Math.abs(change);
  const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');
  const share = percent === null ? '' : ` (${sign(percent)}${Math.abs(percent)} %)`;
  return `${sign(change)}${amount}${share} in 30 days`;
}

/** The dashboard's figures, each with its trend against 30 days ago. */
export function MetricCards({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <dl className={styles.metrics}>
      {metrics.map((metric) => (
        <div key={metric.label} className={styles.metric}>
          <dt>{metric.label}</dt>
          <dd>
            <span className={styles.metricValue}>{shown(metric.value, metric.kind)}</span>
            <span
              className={styles.trend}
              data-direction={metric.trend.change > 0 ? 'up' : metric.trend.change < 0 ? 'down' : 'flat'}
            >
              <span aria-hidden="true">{metric.trend.change > 0 ? '▲' : metric.trend.change < 0 ? '▼' : '–'}</span>
              {trendText(metric.trend, metric.kind)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
