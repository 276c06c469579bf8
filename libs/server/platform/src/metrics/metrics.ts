import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every metric the api and the worker expose, on one registry served at METRICS_PORT (never on the
 * public port). Names are `ember_*`; the process metrics keep prom-client's standard names
 * (process_cpu_seconds_total, process_resident_memory_bytes, nodejs_eventloop_lag_seconds, …).
 */
export const metricsRegistry = new Registry();

let processMetrics = false;

/** The process metrics (CPU, memory, event loop, GC), once a process serves its metrics. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const registers = [metricsRegistry];

const collectors = new WeakMap<object, () => Promise<void>>();

/**
 * Reads a gauge's values when Prometheus scrapes, from whoever knows them (Redis, the database).
 * Failures keep the last values: the readiness probe and its alert tell of an outage.
 */
export function collectOnScrape(gauge: Gauge, collect: () => Promise<void>): void {
  collectors.set(gauge, () => collect().catch(() => undefined));
}

/** The option that makes a gauge ask its collector. */
function collected(this: object): Promise<void> | undefined {
  return collectors.get(this)?.();
}

export const httpRequestDuration = new Histogram({
  name: 'ember_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route template and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const queueJobs = new Gauge({
  name: 'ember_queue_jobs',
  help: 'Jobs in a queue by state (waiting, active, delayed, failed), read from Redis at each scrape.',
  labelNames: ['queue', 'state'] as const,
  registers,
  collect: collected,
});

export const queueOldestWaiting = new Gauge({
  name: 'ember_queue_oldest_waiting_seconds',
  help: 'How long the oldest job waiting in a queue has been ready to run (0 when none waits).',
  labelNames: ['queue'] as const,
  registers,
  collect: collected,
});

export const jobDuration = new Histogram({
  name: 'ember_job_duration_seconds',
  help: 'Time a worker spent on one attempt of a job; outcome completed, retrying or failed (for good).',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers,
});

export const jobWait = new Histogram({
  name: 'ember_job_wait_seconds',
  help: 'Time from when a job could run (added, or its delay over) to when a worker started it.',
  labelNames: ['queue', 'job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 300, 900],
  registers,
});

export const formationDuration = new Histogram({
  name: 'ember_formation_duration_seconds',
  help: 'Time the group formation of one round took.',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 60],
  registers,
});

export const formationPoolSize = new Histogram({
  name: 'ember_formation_pool_size',
  help: 'Candidates in a round when its groups were formed.',
  buckets: [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000],
  registers,
});

export const formationPlaced = new Histogram({
  name: 'ember_formation_placed_members',
  help: 'Members placed in a group by one formation.',
  buckets: [0, 4, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000],
  registers,
});

export const formationBoundGap = new Histogram({
  name: 'ember_formation_bound_gap_ratio',
  help: 'How far a formation is below its upper bound (0 optimal, 1 nothing), for members placed and mutual edges.',
  labelNames: ['measure'] as const,
  buckets: [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 1],
  registers,
});

export const roundPhaseOverdue = new Gauge({
  name: 'ember_rounds_phase_overdue_seconds',
  help: 'How long past its due time the most overdue phase of an unfinished round is (0 when none is).',
  registers,
  collect: collected,
});

export const mailSent = new Counter({
  name: 'ember_mail_sent_total',
  help: 'E-mails the SMTP server accepted.',
  registers,
});

export const mailFailed = new Counter({
  name: 'ember_mail_failed_total',
  help: 'E-mail attempts that failed; final="true" when no retry follows.',
  labelNames: ['final'] as const,
  registers,
});
