import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import {
  type MediaTestApp,
  aVideo,
  probe,
  startMediaTestApp,
  statusHistory,
  transcodeUnderway,
  uploadPromptVideo,
  waitUntilProcessed,
} from '@ember/media/testing';
import { JobProducer } from '@ember/platform';
import { profileContext } from '@ember/profile';
import { type ServerProcess, TestBrowser, sharedServerEnv, startServerProcess, until } from '@ember/platform/testing';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

// The real worker application, in child processes sharing the api's database, Redis and storage.
// One is killed (SIGKILL, with its ffmpeg) in the middle of a transcode; BullMQ's stalled-job
// check hands the job to a second worker, and the video ends ready exactly once.
const lockMs = 2_000;
let harness: MediaTestApp;
let scratch: string;
const workers: ServerProcess[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ember-worker-killed-'));
  // The profile's tables too: the worker's video events keep its browse read model.
  harness = await startMediaTestApp({ worker: false, contexts: [profileContext] });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) worker.kill();
  await Promise.all(workers.map((worker) => worker.exited()));
  await harness?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function startWorker(name: string): Promise<ServerProcess> {
  const worker = await startServerProcess(
    'apps/worker/src/main.ts',
    {
      ...sharedServerEnv(harness.config),
      MEDIA_DIR: harness.mediaDir,
      MEDIA_WORK_DIR: join(scratch, name),
      WORKER_LOCK_DURATION_MS: String(lockMs),
      WORKER_STALLED_INTERVAL_MS: String(lockMs / 2),
    },
    'worker started',
  );
  workers.push(worker);
  return worker;
}

it('a worker killed mid-transcode loses nothing: another worker finishes, ready exactly once', async () => {
  const clip = await readFile(
    await aVideo(join(scratch, 'clip.mp4'), { seconds: 15, width: 1280, height: 720, container: 'mp4' }),
  );
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'killed@example.com');
  const first = await startWorker('first');

  const mediaId = await uploadPromptVideo(member, clip);
  const producer = harness.app.get(JobProducer);
  const inspect = () => producer.inspect('media.transcode-video', { mediaId });

  // Mid-transcode: the job is held and ffmpeg has reported progress, but the video is not done.
  const progress = await transcodeUnderway(harness.app, mediaId, 80);
  // The container dies: the worker and its ffmpeg.
  first.kill();
  expect((await first.exited()).signal).toBe('SIGKILL');
  expect(progress).toBeGreaterThan(0);
  expect((await member.get(`/api/videos/${mediaId}`).expect(200)).body.status).toBe('processing');

  await startWorker('second');
  const video = await waitUntilProcessed(member, `/api/videos/${mediaId}`, undefined, 120_000);
  expect(video['status']).toBe('ready');

  await until('the job to complete', async () => ((await inspect())?.state === 'completed' ? true : undefined));
  const job = await producer.queue('media.video').getJob(`media.transcode-video.${mediaId}`);
  expect(job!.stalledCounter + job!.attemptsStarted).toBeGreaterThanOrEqual(2);

  expect(await statusHistory(harness.app, mediaId)).toEqual(['uploaded', 'processing', 'ready']);

  const file = await member
    .get(video['videoUrl'] as string)
    .buffer(true)
    .expect(200);
  await writeFile(join(scratch, 'out.mp4'), file.body as Buffer);
  const probed = await probe(join(scratch, 'out.mp4'));
  expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  expect(Number(probed.format.duration)).toBeGreaterThan(14.5);
}, 240_000);
