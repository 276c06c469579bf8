import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { SpanKind, SpanStatusCode, context as traceContext, trace } from '@opentelemetry/api';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { isDomainError, token } from '@ember/kernel';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { bullConnection } from './bull-connection.js';
import { jobDuration, jobWait } from '../metrics/metrics.js';
import { jobOriginOf, jobTraceContext } from '../observability/job-trace.js';
import { type RequestContext as LogContext, runInRequestContext } from '../observability/request-context.js';
import { emberTracer } from '../observability/tracing.js';
import { HANDLES_JOB, type JobHandler } from './job-handler.js';
import { type JobName, jobs } from './job-registry.js';

export interface WorkerSettings {
  /** Parallel jobs per queue; 1 when not given. */
  concurrency: Readonly<Record<string, number>>;
  /** The queues this process runs; all of them when not given. */
  queues?: readonly string[];
}

export const WORKER_SETTINGS = token<WorkerSettings>('WORKER_SETTINGS');

export class JobHandlerRegistrationError extends Error {}

/**
 * Runs every queue of the registry in this process. At boot it pairs each job name with exactly
 * one handler and refuses to start otherwise. Domain errors fail a job for good (retrying cannot
 * change a rule); anything else is retried with the job's backoff. On shutdown each worker
 * finishes the job in hand before closing.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobWorkers.name);
  private readonly workers: Worker[] = [];
  private handlers = new Map<JobName, JobHandler<JobName>>();

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_SETTINGS) private readonly settings: WorkerSettings,
    @Optional() private readonly orm?: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    const queues = new Set(
      Object.values(jobs)
        .map((definition) => definition.queue)
        .filter((queue) => !this.settings.queues || this.settings.queues.includes(queue)),
    );
    this.handlers = pairHandlers(
      this.discovery
        .getProviders()
        .filter((wrapper) => wrapper.metatype && wrapper.instance)
        .map((wrapper) => ({
          name: Reflect.getMetadata(HANDLES_JOB, wrapper.metatype as object) as JobName | undefined,
          handler: wrapper.instance as JobHandler<JobName>,
        }))
        .filter((entry): entry is { name: JobName; handler: JobHandler<JobName> } => entry.name !== undefined),
      queues,
    );
    for (const queue of queues) {
      const worker = new Worker(queue, (job) => this.process(job), {
        connection: bullConnection(this.config),
        prefix: `${this.config.REDIS_PREFIX}:bull`,
        concurrency: this.settings.concurrency[queue] ?? 1,
        // A worker that dies (killed, out of memory) stops renewing its lock; after the lock lapses
        // the next stalled-job check hands the job to another worker.
        lockDuration: this.config.WORKER_LOCK_DURATION_MS,
        stalledInterval: this.config.WORKER_STALLED_INTERVAL_MS,
      });
      // Logged in the job's own context: the line carries the id of the request the job came from.
      worker.on('failed', (job, error) => {
        const log = () =>
          this.logger.warn({ jobId: job?.id, name: job?.name, attempt: job?.attemptsMade, err: error }, 'job failed');
        if (job) runInRequestContext(jobLogContext(job), log);
        else log();
      });
      worker.on('error', (error) => this.logger.error({ err: error, queue }, 'queue worker error'));
      this.workers.push(worker);
    }
    this.logger.log(`processing ${[...queues].join(', ')}`);
  }

  /** Throws unless every queue's worker runs and reaches Redis. */
  async checkRunning(): Promise<void> {
    for (const worker of this.workers) {
      if (!worker.isRunning()) throw new Error(`the ${worker.name} worker is not running`);
      await worker.waitUntilReady();
    }
  }

  /** Before any connection closes: the job in hand still needs its database, Redis and SMTP. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  /**
   * One attempt of a job, in the request context and trace it came from (its origin in the data),
   * timed into the job metrics.
   */
  private process(job: Job): Promise<void> {
    const origin = jobOriginOf(job.data);
    const labels = { queue: job.queueName, job: job.name };
    if (job.attemptsMade === 0 && job.processedOn)
      jobWait.observe(labels, Math.max(0, job.processedOn - job.timestamp - (job.delay ?? 0)) / 1000);
    const span = emberTracer().startSpan(
      `job ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: { 'messaging.destination.name': job.queueName, 'ember.job_id': String(job.id) },
      },
      jobTraceContext(origin),
    );
    const started = performance.now();
    const finish = (outcome: 'completed' | 'retrying' | 'failed', error?: unknown) => {
      jobDuration.observe({ ...labels, outcome }, (performance.now() - started) / 1000);
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      span.setAttribute('ember.job_outcome', outcome);
      span.end();
    };
    const run = () =>
      runInRequestContext(jobLogContext(job), () =>
        traceContext.with(trace.setSpan(jobTraceContext(origin), span), () => this.attempt(job)),
      );
    return run().then(
      () => finish('completed'),
      (error: unknown) => {
        const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        finish(final ? 'failed' : 'retrying', error);
        throw error;
      },
    );
  }

  private async attempt(job: Job): Promise<void> {
    const name = job.name as JobName;
    const definition = jobs[name];
    const handler = this.handlers.get(name);
    if (!definition || !handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid payload for ${name}: ${parsed.error.message}`);
    const context = {
      id: String(job.id),
      attempt: job.attemptsMade + 1,
      lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      progress: (percent: number) => job.updateProgress(Math.max(0, Math.min(100, Math.round(percent)))),
    };
    const run = () => handler.handle(parsed.data as never, context);
    try {
      await (this.orm ? RequestContext.create(this.orm.em, run) : run());
    } catch (error) {
      if (isDomainError(error)) throw new UnrecoverableError(`${error.code}: ${error.message}`);
      throw error;
    }
  }
}

/** What a job's log lines carry: the id of the request it came from, and the job itself. */
function jobLogContext(job: Job): LogContext {
  return { requestId: jobOriginOf(job.data).requestId, jobId: String(job.id), job: job.name };
}

/** Pairs each registered job with its single handler; exported for the boot-check test. */
export function pairHandlers(
  found: readonly { name: JobName; handler: JobHandler<JobName> }[],
  queues: ReadonlySet<string> = new Set(Object.values(jobs).map((definition) => definition.queue)),
): Map<JobName, JobHandler<JobName>> {
  const byName = new Map<JobName, JobHandler<JobName>[]>();
  for (const { name, handler } of found) byName.set(name, [...(byName.get(name) ?? []), handler]);
  const problems: string[] = [];
  for (const name of Object.keys(jobs) as JobName[]) {
    if (!queues.has(jobs[name].queue)) continue;
    const count = byName.get(name)?.length ?? 0;
    if (count !== 1) problems.push(`${name} has ${count} handlers`);
  }
  for (const name of byName.keys()) if (!(name in jobs)) problems.push(`${name} is handled but not registered`);
  if (problems.length > 0)
    throw new JobHandlerRegistrationError(`Job handlers do not match the registry: ${problems.join('; ')}`);
  return new Map([...byName].map(([name, handlers]) => [name, handlers[0]!]));
}
