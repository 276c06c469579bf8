import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type JobName, type JobPayload, jobs } from './job-registry.js';
import { bullConnection } from './bull-connection.js';
import { currentJobOrigin, jobOriginKey, withoutOrigin } from '../observability/job-trace.js';

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

/** Typed entry to every queue: validates the payload and derives the job id from the registry. */
@Injectable()
export class JobProducer implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async enqueue<Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const definition = jobs[name];
    const data = definition.payload.parse(payload) as JobPayload<Name>;
    const jobId = this.jobId(name, data);
    // The request (and trace) the job comes from travels with it, for the worker's logs and spans.
    await this.queue(definition.queue).add(
      name,
      { ...data, [jobOriginKey]: currentJobOrigin() },
      {
        jobId,
        delay: options.delayMs,
        attempts: definition.attempts,
        backoff: { type: 'exponential', delay: definition.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 5_000 },
        removeOnFail: false,
      },
    );
    return jobId;
  }

  /**
   * Makes the job (by its id) run at `runAt` with this payload. A job of that id with the same
   * payload that is waiting, delayed or running stays as it is; one with another payload, or one
   * that completed, is replaced. A failed job stays for inspection unless `replaceFailed`.
   * Answers whether a job was added.
   */
  async schedule<Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    runAt: Date,
    options: { replaceFailed?: boolean } = {},
  ): Promise<boolean> {
    const data = jobs[name].payload.parse(payload) as JobPayload<Name>;
    const queue = this.queue(jobs[name].queue);
    const id = this.jobId(name, data);
    const existing = await queue.getJob(id);
    if (existing) {
      const state = await existing.getState();
      const same = JSON.stringify(withoutOrigin(existing.data)) === JSON.stringify(data);
      if (state === 'active') return false;
      if (same && state !== 'completed' && state !== 'failed') return false;
      if (state === 'failed' && !options.replaceFailed) return false;
      // A job taken by a worker in the meantime cannot be removed (0): it runs, and its handler decides.
      if ((await queue.remove(id)) === 0) return false;
    }
    await this.enqueue(name, data, { delayMs: Math.max(0, runAt.getTime() - Date.now()) });
    return true;
  }

  /** Runs the job every `everyMs` from now on; one scheduler per job name, so calling again only updates it. */
  async repeat<Name extends JobName>(name: Name, payload: JobPayload<Name>, everyMs: number): Promise<void> {
    const definition = jobs[name];
    await this.queue(definition.queue).upsertJobScheduler(
      name,
      { every: everyMs },
      {
        name,
        data: definition.payload.parse(payload) as JobPayload<Name>,
        opts: {
          attempts: definition.attempts,
          backoff: { type: 'exponential', delay: definition.backoffMs },
          removeOnComplete: { count: 100 },
          removeOnFail: { count: 1_000 },
        },
      },
    );
  }

  /** Removes a job that has not started yet (a rescheduled deadline replaces its job). */
  async remove<Name extends JobName>(name: Name, payload: JobPayload<Name>): Promise<void> {
    await this.queue(jobs[name].queue).remove(this.jobId(name, payload));
  }

  /** The job's state and progress (0-100), or null when there is no such job. */
  async inspect<Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
  ): Promise<{ state: string; progress: number; attemptsMade: number } | null> {
    const job = await this.queue(jobs[name].queue).getJob(this.jobId(name, payload));
    if (!job) return null;
    return {
      state: await job.getState(),
      progress: typeof job.progress === 'number' ? job.progress : 0,
      attemptsMade: job.attemptsMade,
    };
  }

  private jobId<Name extends JobName>(name: Name, payload: JobPayload<Name>): string {
    return `${name}.${(jobs[name].jobId as (value: JobPayload<Name>) => string)(payload)}`;
  }

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: bullConnection(this.config), prefix: `${this.config.REDIS_PREFIX}:bull` });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
