import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { PrivatePostgres, type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { AppModule } from '../../src/app.module.js';
import { contextDatabases, contexts } from '@ember/contexts';

jest.setTimeout(90_000);

// PostgreSQL restarted under a steady stream of writes (the api's own private server, never the
// machine's): while it is away requests answer 503 with Retry-After, never 500, and the readiness
// probe 503; afterwards every write the api acknowledged is in the database.
const postgres = new PrivatePostgres();
let harness: TestApp;

beforeAll(async () => {
  const url = await postgres.start(contextDatabases);
  harness = await startTestApp({ app: (config) => AppModule.forRoot(config), contexts, databaseUrl: url });
}, 90_000);

afterAll(async () => {
  await harness?.close();
  await postgres.close();
});

interface Write {
  visitor: string;
  status: number;
  code?: string;
  retryAfter?: string;
}

it('answers 503 while PostgreSQL restarts, and keeps every write it acknowledged', async () => {
  const browser = await new TestBrowser(harness.http).open();
  const xsrf = browser.cookie('XSRF-TOKEN')!;
  const today = new Date().toISOString().slice(0, 10);
  const writes: Write[] = [];
  const readiness: number[] = [];
  let running = true;

  // Each write is a visitor's first page view of the day: one row of its own per acknowledged write.
  async function writer(): Promise<void> {
    while (running) {
      const visitor = randomUUID();
      // A plain client (no cookie jar): exactly these cookies.
      const response = await request(harness.http)
        .post('/api/analytics/track-batch')
        .set('Origin', browser.origin)
        .set('Cookie', `XSRF-TOKEN=${xsrf}; ember_vid=${visitor}`)
        .set('X-XSRF-TOKEN', xsrf)
        .send({ entries: [{ date: today, metrics: { pv: 1 } }] });
      writes.push({
        visitor,
        status: response.status,
        code: response.body?.code,
        retryAfter: response.headers['retry-after'],
      });
      if (response.status === 503) await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  async function prober(): Promise<void> {
    while (running) {
      readiness.push((await browser.get('/api/health/ready')).status);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }

  const load = [writer(), writer(), writer(), prober()];
  // eslint-disable-next-line no-restricted-syntax -- the load runs a while before the fault
  await new Promise((wait) => setTimeout(wait, 1_000));
  await postgres.stop();
  // eslint-disable-next-line no-restricted-syntax -- how long the outage lasts is the fault itself
  await new Promise((wait) => setTimeout(wait, 2_000));
  await postgres.restart();
  // Writes go on until some succeed again on the restarted server.
  const restartedAt = writes.length;
  const deadline = Date.now() + 20_000;
  while (writes.slice(restartedAt).filter((write) => write.status === 204).length < 5 && Date.now() < deadline)
    await new Promise((wait) => setTimeout(wait, 100));
  running = false;
  await Promise.all(load);

  const statuses = [...new Set(writes.map((write) => write.status))].sort();
  expect(statuses).toEqual([204, 503]);
  for (const refused of writes.filter((write) => write.status === 503))
    expect(refused).toMatchObject({ code: 'service.unavailable', retryAfter: '5' });
  expect(writes.slice(restartedAt).some((write) => write.status === 204)).toBe(true);
  expect(readiness).toContain(503);
  // The probe was sampled every 200 ms and may have last looked just before the pool reconnected:
  // readiness must come back, not necessarily within the writers' last moment.
  const readyBy = Date.now() + 10_000;
  let ready = (await browser.get('/api/health/ready')).status;
  while (ready !== 200 && Date.now() < readyBy) {
    await new Promise((wait) => setTimeout(wait, 200));
    ready = (await browser.get('/api/health/ready')).status;
  }
  expect(ready).toBe(200);

  const acknowledged = writes.filter((write) => write.status === 204).map((write) => write.visitor);
  const client = new pg.Client({ connectionString: postgres.url() });
  await client.connect();
  try {
    const stored = await client.query<{ subject_id: string }>(
      'select subject_id from analytics.daily_activity where subject_id = any($1)',
      [acknowledged],
    );
    const found = new Set(stored.rows.map((row) => row.subject_id));
    expect(acknowledged.filter((visitor) => !found.has(visitor))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
  } finally {
    await client.end();
  }
});
