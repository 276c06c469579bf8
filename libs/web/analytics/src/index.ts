/**
 * The usage tracker of spec 2 §3-§9: daily counters (tat, pv, ts, bc, sp, fa), flushed on the
 * spec's schedule to POST /api/analytics/track-batch by whoever constructs it.
 */
export {
  type BatchEntry,
  type MetricKey,
  type Metrics,
  Tracker,
  type TrackerOptions,
  activeTickMs,
  localDay,
  metricKeys,
  nextFlushDelay,
} from './model/tracker';
export { listenToPage } from './model/dom-signals';
export { analyticsConfigured, analyticsEnabled, optedOut, setOptOut } from './model/analytics-setting';
