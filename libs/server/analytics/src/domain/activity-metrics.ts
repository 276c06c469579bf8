/** The counters the web tracker keeps per day (spec 2 §3): active time, page views, time on pages, clicks, searches, filter uses. */
export const metricKeys = ['tat', 'pv', 'ts', 'bc', 'sp', 'fa'] as const;

export type MetricKey = (typeof metricKeys)[number];

export type ActivityMetrics = Record<MetricKey, number>;

/**
 * The most one batch entry may add to a counter. Times are seconds, so a day holds at most
 * 86,400 of them; counts are capped where no person clicks or searches further in one day.
 */
export const metricLimits: ActivityMetrics = {
  tat: 86_400,
  pv: 10_000,
  ts: 86_400,
  bc: 10_000,
  sp: 10_000,
  fa: 10_000,
};

export function zeroMetrics(): ActivityMetrics {
  return { tat: 0, pv: 0, ts: 0, bc: 0, sp: 0, fa: 0 };
}

export function addMetrics(into: ActivityMetrics, more: Partial<ActivityMetrics>): ActivityMetrics {
  const sum = { ...into };
  for (const key of metricKeys) sum[key] += more[key] ?? 0;
  return sum;
}

export function isEmpty(metrics: ActivityMetrics): boolean {
  return metricKeys.every((key) => metrics[key] === 0);
}
