import type { z } from 'zod';

export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  /** The BullMQ queue that carries this job. */
  readonly queue: string;
  readonly payload: Payload;
  /**
   * Deterministic key, unique among this job's runs: enqueueing the same work twice is a no-op
   * while the first is kept. The job id is `<job name>.<key>`.
   */
  readonly jobId: (payload: z.infer<Payload>) => string;
  readonly attempts: number;
  /** First retry delay; later ones double. */
  readonly backoffMs: number;
}

export function defineJob<Payload extends z.ZodType>(
  definition: Pick<JobDefinition<Payload>, 'queue' | 'payload' | 'jobId'> &
    Partial<Pick<JobDefinition<Payload>, 'attempts' | 'backoffMs'>>,
): JobDefinition<Payload> {
  return { attempts: 5, backoffMs: 2_000, ...definition };
}
