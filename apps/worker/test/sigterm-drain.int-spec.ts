import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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
import {
  type ServerProcess,
  TestBrowser,
  freePort,
  sharedServerEnv,
  startServerProcess,
} from '@ember/platform/testing';
import { profileContext } from '@ember/profile';

jest.setTimeout(90_000);

// SIGTERM, as Kubernetes sends it on a rollout or a scale-down: the api answers the request it is
// reading before it exits, and the worker finishes the job in hand (no other worker takes it).
let harness: MediaTestApp;
let scratch: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ember-drain-'));
  // The profile's tables too: the worker's video events keep its browse read model.
  harness = await startMediaTestApp({ worker: false, contexts: [profileContext] });
}, 60_000);

afterAll(async () => {
  for (const server of processes) server.kill();
  await Promise.all(processes.map((server) => server.exited()));
  await harness?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function serverEnv(): Record<string, string> {
  return {
    ...sharedServerEnv(harness.config),
    MEDIA_DIR: harness.mediaDir,
    MEDIA_WORK_DIR: join(scratch, String(processes.length)),
  };
}

async function start(entry: string, env: Record<string, string>, ready: string): Promise<ServerProcess> {
  const server = await startServerProcess(entry, { ...serverEnv(), ...env }, ready);
  processes.push(server);
  return server;
}

it('the api answers the request in flight on SIGTERM, then exits', async () => {
  const port = await freePort();
  const api = await start('apps/api/src/main.ts', { API_PORT: String(port), API_HOST: '127.0.0.1' }, 'api listening');
  const live = await fetch(`http://127.0.0.1:${port}/api/health/live`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(live.headers.get('set-cookie') ?? '')![1]!;
  const body = JSON.stringify({ email: 'drained@example.com' });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/magic-link/send',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: 'http://localhost:4200',
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    // Half the body now, the rest after the signal: the request is in flight when it comes.
    call.write(body.slice(0, 10));
    // eslint-disable-next-line no-restricted-syntax -- a slow client: the body trickles in on purpose
    setTimeout(() => {
      api.signal('SIGTERM');
      // eslint-disable-next-line no-restricted-syntax -- the rest of the slow body, well after the signal
      setTimeout(() => call.end(body.slice(10)), 1_000);
    }, 300);
  });
  const { status, text } = await answer;
  expect({ status, text }).toEqual({ status: 200, text: expect.any(String) });
  const exit = await api.exited();
  expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
  await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
});

it('the worker finishes the transcode in hand on SIGTERM, and exits', async () => {
  const clip = await readFile(
    await aVideo(join(scratch, 'clip.mp4'), { seconds: 5, width: 960, height: 540, container: 'mp4' }),
  );
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'drain@example.com');
  const worker = await start('apps/worker/src/main.ts', {}, 'worker started');
  const mediaId = await uploadPromptVideo(member, clip);
  const producer = harness.app.get(JobProducer);
  await transcodeUnderway(harness.app, mediaId);
  worker.signal('SIGTERM');
  const exit = await worker.exited();
  expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
  // Done by the worker that was stopped, before it exited: no other worker runs.
  const video = await waitUntilProcessed(member, `/api/videos/${mediaId}`, undefined, 5_000);
  expect(video['status']).toBe('ready');
  const job = await producer.queue('media.video').getJob(`media.transcode-video.${mediaId}`);
  expect({ state: await job!.getState(), attempts: job!.attemptsStarted, stalled: job!.stalledCounter }).toEqual({
    state: 'completed',
    attempts: 1,
    stalled: 0,
  });
  expect(await statusHistory(harness.app, mediaId)).toEqual(['uploaded', 'processing', 'ready']);
});
