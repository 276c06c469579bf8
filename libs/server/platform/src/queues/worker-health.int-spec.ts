import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { type TestApp, startTestApp } from '../testing/test-app.js';

let harness: TestApp;
let port: number;

beforeAll(async () => {
  port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
  harness = await startTestApp({ contexts: [], env: { WORKER_HEALTH_PORT: String(port), API_HOST: '127.0.0.1' } });
});

afterAll(async () => {
  await harness?.close();
});

it('answers the liveness probe', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/health/live`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('is ready while its queue workers run and PostgreSQL answers', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    status: 'ok',
    checks: { queues: { status: 'up' }, postgres: { status: 'up' } },
  });
});

it('is not ready once its workers have stopped', async () => {
  const { JobWorkers } = await import('./job-workers.js');
  await harness.app.get(JobWorkers).beforeApplicationShutdown();
  const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
  expect(response.status).toBe(503);
  const body = (await response.json()) as { checks: { queues: { status: string } } };
  expect(body.checks.queues.status).toBe('down');
});
