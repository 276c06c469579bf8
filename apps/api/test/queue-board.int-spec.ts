import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { contexts } from '@ember/contexts';
import { signIn } from '@ember/identity/testing';
import { JobProducer, queueNames } from '@ember/platform';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { AppModule } from '../src/app.module.js';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

// Bull Board under /api/admin/queues: a browser UI, so its pages, assets and own API all need an
// admin's session, and its actions the XSRF header.
let harness: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  harness = await startTestApp({
    app: (config) => AppModule.forRoot(config),
    contexts,
    env: { ADMIN_EMAILS: 'ops@example.com' },
  });
  admin = new TestBrowser(harness.http);
  await signIn(admin, harness.smtp, 'ops@example.com');
});

afterAll(async () => {
  await harness?.close();
});

it('is closed to visitors and to members who are not admins', async () => {
  const visitor = await new TestBrowser(harness.http).open();
  expect((await visitor.get('/api/admin/queues').expect(401)).body.code).toBe('auth.unauthenticated');
  await visitor.get('/api/admin/queues/api/queues').expect(401);
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'member@example.com');
  expect((await member.get('/api/admin/queues').expect(403)).body.code).toBe('auth.role-required');
  await member.get('/api/admin/queues/api/queues').expect(403);
});

it('shows an admin the dashboard page and its assets', async () => {
  const page = await admin.get('/api/admin/queues').set('Accept', 'text/html').expect(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.text).toContain('<base href="/api/admin/queues/"');
  const script = /src="(static\/[^"]+\.js)"/.exec(page.text)?.[1];
  expect(script).toBeDefined();
  await admin.get(`/api/admin/queues/${script}`).expect(200);
  await new TestBrowser(harness.http).get(`/api/admin/queues/${script}`).expect(401);
});

it('lists every queue of the registry, with their jobs', async () => {
  await harness.app
    .get(JobProducer)
    .enqueue('media.compress-image', { mediaId: '0194b1a2-0000-7000-8000-000000000001' });
  const response = await admin.get('/api/admin/queues/api/queues?activeQueue=media.image&status=waiting').expect(200);
  const queues = response.body.queues as { name: string; counts: Record<string, number> }[];
  expect(queues.map((queue) => queue.name).sort()).toEqual(Object.values(queueNames).sort());
  expect(queues.find((queue) => queue.name === 'media.image')?.counts['waiting']).toBe(1);
});

it('takes actions from an admin only with the XSRF header', async () => {
  const bare = await admin.agent.put('/api/admin/queues/api/queues/media.image/pause').expect(403);
  expect(bare.body.code).toBe('auth.xsrf');
  await admin.put('/api/admin/queues/api/queues/media.image/pause').expect(200);
  expect(await harness.app.get(JobProducer).queue('media.image').isPaused()).toBe(true);
  await admin.put('/api/admin/queues/api/queues/media.image/resume').expect(200);
  expect(await harness.app.get(JobProducer).queue('media.image').isPaused()).toBe(false);
});
