import { SetMetadata } from '@nestjs/common';
import type { JobName, JobPayload } from './job-registry.js';

export interface JobContext {
  readonly id: string;
  /** 1 on the first try. */
  readonly attempt: number;
  /** No retry follows when this try fails. */
  readonly lastAttempt: boolean;
  progress(percent: number): Promise<void>;
}

export interface JobHandler<Name extends JobName> {
  handle(payload: JobPayload<Name>, context: JobContext): Promise<void>;
}

export const HANDLES_JOB = Symbol('HANDLES_JOB');

/** Marks a provider as the one handler of a job; the worker finds it at boot. */
export const HandlesJob = (name: JobName): ClassDecorator => SetMetadata(HANDLES_JOB, name);
