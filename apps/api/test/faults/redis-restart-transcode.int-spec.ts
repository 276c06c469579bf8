import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { signIn } from '@ember/identity/testing';
import { type MediaTestApp, aVideo, startMediaTestApp, waitUntilProcessed } from '@ember/media/testing';
import { JobProducer } from '@ember/platform';
import { PrivateRedis, TestBrowser } from '@ember/platform/testing';

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

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

it('a transcode outlives a Redis restart: readiness 503 then 200, the video ready once', async () => {
  const clip = await readFile(
    await aVideo(join(scratch, 'clip.mp4'), { seconds: 10, width: 1280, height: 720, container: 'mp4' }),
  );
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'restart@example.com');
  const upload = await member
    .post('/api/videos/upload')
    .field('promptId', 'dance_move')
    .field('promptType', 'fun')
    .attach('video', clip, 'clip.mp4')
    .expect(201);
  const mediaId = upload.body.id as string;
  const producer = harness.app.get(JobProducer);
  await until('transcoding progress', async () => {
    const job = await producer.inspect('media.transcode-video', { mediaId }).catch(() => null);
    return job?.state === 'active' && job.progress > 0 ? true : undefined;
  });

  await redis.stop();
  const whileDown = await member.get('/api/health/ready');
  expect(whileDown.status).toBe(503);
  expect(whileDown.body.checks.redis.status).toBe('down');
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
  const rows = await harness.app
    .get(EntityManager)
    .fork()
    .execute<{ status: string }[]>('select status from media.status_changes where media_id = ? order by changed_at', [
      mediaId,
    ]);
  expect(rows.map((row) => row.status)).toEqual(['uploaded', 'processing', 'ready']);
});
