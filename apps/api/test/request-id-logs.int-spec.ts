import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { contexts } from '@ember/contexts';
import {
  type ServerProcess,
  type TestApp,
  TestBrowser,
  freePort,
  sharedServerEnv,
  startServerProcess,
  startTestApp,
  until,
} from '@ember/platform/testing';

jest.setTimeout(120_000);

// The api and a worker in processes of their own, logging JSON as in production (at debug). One
// request queues an e-mail; the worker's SMTP relay is down, so the job fails its first attempt.
// Every line the api logs for the request and every line the worker logs for the job carry the
// request's id.
const requestId = 'logged-request-0001';
let harness: TestApp;
let api: ServerProcess;
let worker: ServerProcess;
let apiUrl: string;

beforeAll(async () => {
  harness = await startTestApp({ contexts, deliverMail: false });
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const env = { ...sharedServerEnv(harness.config), LOG_LEVEL: 'debug' };
  [api, worker] = await Promise.all([
    startServerProcess(
      'apps/api/src/main.ts',
      { ...env, API_HOST: '127.0.0.1', API_PORT: String(port) },
      'api listening',
    ),
    // Nothing listens on port 9: every send fails, and the job is retried later.
    startServerProcess('apps/worker/src/main.ts', { ...env, SMTP_URL: 'smtp://127.0.0.1:9' }, 'worker started'),
  ]);
}, 120_000);

afterAll(async () => {
  for (const server of [api, worker]) server?.kill();
  await Promise.all([api?.exited(), worker?.exited()]);
  await harness?.close();
});

type LogLine = Record<string, unknown> & { msg?: string };

function parsed(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The JSON lines a process printed after the line holding `marker`. */
function linesAfter(server: ServerProcess, marker: string): LogLine[] {
  const output = server.output();
  return parsed(output.slice(output.indexOf('\n', output.indexOf(marker))));
}

it('puts the request id on every line of the request and of the job it queued, its failure included', async () => {
  const browser = await new TestBrowser(apiUrl).open();
  const apiMark = api.output().length;
  await browser
    .post('/api/auth/magic-link/send', { email: 'logged@example.com' })
    .set('X-Request-Id', requestId)
    .expect(200)
    .expect('X-Request-Id', requestId);

  const failed = await until(
    'the job’s failed attempt is logged',
    async () => linesAfter(worker, 'worker started').find((line) => line.msg === 'job failed'),
    60_000,
  );
  expect(failed).toMatchObject({ requestId, job: 'mail.send', name: 'mail.send', attempt: 1 });

  // Nothing else reaches the api meanwhile: every line it printed since is the request's.
  const ofRequest = parsed(api.output().slice(apiMark));
  expect(ofRequest.length).toBeGreaterThan(0);
  expect(ofRequest.filter((line) => line['requestId'] !== requestId)).toEqual([]);
  // The worker also runs its own schedules (sweeps, the reconciliation): the job's lines are those
  // of its id, from its handler to its failure.
  const ofJob = linesAfter(worker, 'worker started').filter((line) => line['jobId'] === failed['jobId']);
  expect(ofJob.length).toBeGreaterThan(0);
  expect(ofJob.filter((line) => line['requestId'] !== requestId)).toEqual([]);
});
