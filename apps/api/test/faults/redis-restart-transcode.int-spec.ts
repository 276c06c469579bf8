import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import {
  type MediaTestApp,
  aVideo,
  startMediaTestApp,
  statusHistory,
  transcodeUnderway,
  uploadPromptVideo,
  waitUntilProcessed,
} from '@ember/media/testing';
import { JobProducer } from '@ember/platform';
import { PrivateRedis, TestBrowser, until } from '@ember/platform/testing';

jest.setTimeout(90_000);

// Redis (the test's own server, with its append-only file) restarted while a worker transcodes a
// video: readiness answers 503 while it is away and 200 after, the job resumes, and the video
// passes through each status exactly once.
const redis = new PrivateRedis();
let harness: MediaTestApp;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ember-redis-restart-'));
  harness = await startMediaTestApp({
    redisUrl: await redis.start(),
    env: { WORKER_LOCK_DURATION_MS: '4000', WORKER_STALLED_INTERVAL_MS: '2000' },
  });
}, 60_000);

afterAll(async () => {
  await harness?.close();
  await redis.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

it('a transcode outlives a Redis restart: readiness 503 then 200, the video ready once', async () => {
  const clip = await readFile(
    await aVideo(join(scratch, 'clip.mp4'), { seconds: 6, width: 960, height: 540, container: 'mp4' }),
  );
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'restart@example.com');
  const mediaId = await uploadPromptVideo(member, clip);
  const producer = harness.app.get(JobProducer);
  await transcodeUnderway(harness.app, mediaId);

  await redis.stop();
  const whileDown = await member.get('/api/health/ready');
  expect(whileDown.status).toBe(503);
  expect(whileDown.body.checks.redis.status).toBe('down');
  // eslint-disable-next-line no-restricted-syntax -- how long the outage lasts is the fault itself
  await new Promise((wait) => setTimeout(wait, 1_000));
  await redis.start();
  await until(
    'readiness again',
    async () => ((await member.get('/api/health/ready')).status === 200 ? true : undefined),
    20_000,
  );

  const video = await waitUntilProcessed(member, `/api/videos/${mediaId}`, undefined, 60_000);
  expect(video['status']).toBe('ready');
  await until('the job to complete', async () =>
    (await producer.inspect('media.transcode-video', { mediaId }))?.state === 'completed' ? true : undefined,
  );
  expect(await statusHistory(harness.app, mediaId)).toEqual(['uploaded', 'processing', 'ready']);
});
