import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { signIn } from '@ember/identity/testing';
import { type MediaTestApp, aVideo, probe, startMediaTestApp, waitUntilProcessed } from '@ember/media/testing';
import { JobProducer } from '@ember/platform';
import { profileContext } from '@ember/profile';
import { TestBrowser } from '@ember/platform/testing';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

// The real worker application, in child processes sharing the api's database, Redis and storage.
// One is killed (SIGKILL, with its ffmpeg) in the middle of a transcode; BullMQ's stalled-job
// check hands the job to a second worker, and the video ends ready exactly once.
const root = resolve(import.meta.dirname, '../../..');
const lockMs = 2_000;
let harness: MediaTestApp;
let scratch: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ember-worker-killed-'));
  // The profile's tables too: the worker's media events keep its browse read model.
  harness = await startMediaTestApp({ worker: false, contexts: [profileContext] });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) kill(worker, 'SIGTERM');
  await Promise.all(workers.map((worker) => exited(worker)));
  await harness?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function kill(worker: ChildProcess, signal: NodeJS.Signals): void {
  // The worker leads its own process group: the signal reaches its ffmpeg too, as when a container dies.
  process.kill(-worker.pid!, signal);
}

function exited(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((done) => worker.once('exit', () => done()));
}

async function startWorker(name: string): Promise<ChildProcess> {
  const { config } = harness;
  const worker = spawn(
    process.execPath,
    ['--conditions=ember-source', '--import', '@swc-node/register/esm-register', 'apps/worker/src/main.ts'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        DATABASE_URL: config.DATABASE_URL,
        REDIS_URL: config.REDIS_URL,
        REDIS_PREFIX: config.REDIS_PREFIX,
        SMTP_URL: config.SMTP_URL,
        SESSION_SECRET: config.SESSION_SECRET,
        MEDIA_DIR: harness.mediaDir,
        MEDIA_WORK_DIR: join(scratch, name),
        WORKER_LOCK_DURATION_MS: String(lockMs),
        WORKER_STALLED_INTERVAL_MS: String(lockMs / 2),
      },
    },
  );
  workers.push(worker);
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`worker ${name} did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker started')) {
        clearTimeout(timer);
        ready();
      }
    };
    worker.stdout!.on('data', read);
    worker.stderr!.on('data', read);
    worker.once('exit', (code) => fail(new Error(`worker ${name} exited (${code}):\n${output}`)));
  });
  return worker;
}

async function until<T>(what: string, probeOnce: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probeOnce();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

it('a worker killed mid-transcode loses nothing: another worker finishes, ready exactly once', async () => {
  const clip = await readFile(
    await aVideo(join(scratch, 'clip.mp4'), { seconds: 15, width: 1280, height: 720, container: 'mp4' }),
  );
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'killed@example.com');
  const first = await startWorker('first');

  const answer = await member
    .post('/api/videos/upload')
    .field('promptId', 'dance_move')
    .field('promptType', 'fun')
    .attach('video', clip, 'clip.mp4')
    .expect(201);
  const mediaId = answer.body.id as string;
  const producer = harness.app.get(JobProducer);
  const inspect = () => producer.inspect('media.transcode-video', { mediaId });

  // Mid-transcode: the job is held and ffmpeg has reported progress, but the video is not done.
  const progress = await until('transcoding progress', async () => {
    const job = await inspect();
    return job?.state === 'active' && job.progress > 0 && job.progress < 80 ? job.progress : undefined;
  });
  kill(first, 'SIGKILL');
  await exited(first);
  expect(first.signalCode).toBe('SIGKILL');
  expect(progress).toBeGreaterThan(0);
  expect((await member.get(`/api/videos/${mediaId}`).expect(200)).body.status).toBe('processing');

  await startWorker('second');
  const video = await waitUntilProcessed(member, `/api/videos/${mediaId}`, undefined, 120_000);
  expect(video['status']).toBe('ready');

  await until('the job to complete', async () => ((await inspect())?.state === 'completed' ? true : undefined));
  const job = await producer.queue('media.video').getJob(`media.transcode-video.${mediaId}`);
  expect(job!.stalledCounter + job!.attemptsStarted).toBeGreaterThanOrEqual(2);

  const rows = await harness.app
    .get(EntityManager)
    .fork()
    .execute<{ status: string }[]>('select status from media.status_changes where media_id = ? order by changed_at', [
      mediaId,
    ]);
  expect(rows.map((row) => row.status)).toEqual(['uploaded', 'processing', 'ready']);

  const file = await member
    .get(video['videoUrl'] as string)
    .buffer(true)
    .expect(200);
  await writeFile(join(scratch, 'out.mp4'), file.body as Buffer);
  const probed = await probe(join(scratch, 'out.mp4'));
  expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  expect(Number(probed.format.duration)).toBeGreaterThan(14.5);
}, 240_000);
