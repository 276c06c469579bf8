import { describe, expect, it } from '@jest/globals';
import type { JobHandler } from './job-handler.js';
import { type JobName, jobs } from './job-registry.js';
import { JobHandlerRegistrationError, pairHandlers } from './job-workers.js';

const handler: JobHandler<JobName> = { handle: async () => undefined };
const everyJob = (Object.keys(jobs) as JobName[]).map((name) => ({ name, handler }));

describe('pairHandlers', () => {
  it('accepts exactly one handler per job', () => {
    expect(pairHandlers(everyJob).get('mail.send')).toBe(handler);
  });

  it('needs handlers only for the queues the process runs', () => {
    expect(pairHandlers([{ name: 'mail.send', handler }], new Set(['mail.outbound'])).size).toBe(1);
    expect(() => pairHandlers([{ name: 'mail.send', handler }], new Set(['mail.outbound', 'media.video']))).toThrow(
      /media\.transcode-video has 0 handlers/,
    );
  });

  it('refuses a job without a handler', () => {
    expect(() => pairHandlers([])).toThrow(JobHandlerRegistrationError);
    expect(() => pairHandlers([])).toThrow(/mail\.send has 0 handlers/);
  });

  it('refuses a job with two handlers', () => {
    expect(() => pairHandlers([...everyJob, { name: 'mail.send', handler }])).toThrow(/mail\.send has 2 handlers/);
  });

  it('refuses a handler for a job the registry does not know', () => {
    expect(() => pairHandlers([...everyJob, { name: 'mail.unknown' as JobName, handler }])).toThrow(
      /mail\.unknown is handled but not registered/,
    );
  });
});
