import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { AnalyticsModule } from './analytics.module.js';
import { analyticsContext } from './analytics.context.js';

let harness: TestApp;
let reporter: TestBrowser;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, AnalyticsModule],
    contexts: [identityContext, analyticsContext],
    env: { ADMIN_EMAILS: 'admin@example.com' },
  });
  reporter = new TestBrowser(harness.http);
  await signIn(reporter, harness.smtp, 'admin@example.com');
});

afterAll(async () => {
  await harness?.close();
});

function today(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

async function totals(browser: TestBrowser, from = today(-7), to = today(1)) {
  const response = await browser.get(`/api/analytics/daily-totals?from=${from}&to=${to}`).expect(200);
  return response.body.days as { date: string; visitors: number; members: number; metrics: Record<string, number> }[];
}

describe('tracking', () => {
  it('counts an anonymous visitor under one id cookie across batches and adds their counters', async () => {
    const before = (await totals(reporter)).find((day) => day.date === today());

    const visitor = await new TestBrowser(harness.http).open();
    const first = await visitor
      .post('/api/analytics/track-batch', {
        entries: [{ date: today(), metrics: { tat: 10, pv: 1, ts: 12, bc: 0, sp: 0, fa: 0 } }],
      })
      .expect(204);
    expect(first.headers['set-cookie']?.toString()).toMatch(
      /ember_vid=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );
    const id = visitor.cookie('ember_vid');
    await visitor
      .post('/api/analytics/track-batch', {
        entries: [{ date: today(), metrics: { tat: 20, pv: 2, bc: 3, sp: 1, fa: 4 } }],
      })
      .expect(204);
    expect(visitor.cookie('ember_vid')).toBe(id);

    const after = (await totals(reporter)).find((day) => day.date === today())!;
    expect(after.visitors - (before?.visitors ?? 0)).toBe(1);
    expect(after.metrics['tat']! - (before?.metrics['tat'] ?? 0)).toBe(30);
    expect(after.metrics['pv']! - (before?.metrics['pv'] ?? 0)).toBe(3);
    expect(after.metrics['fa']! - (before?.metrics['fa'] ?? 0)).toBe(4);
  });

  it('counts a signed-in member as a member, not as a visitor', async () => {
    const before = (await totals(reporter)).find((day) => day.date === today(-1));
    const member = new TestBrowser(harness.http);
    await signIn(member, harness.smtp, 'member@example.com');
    const response = await member
      .post('/api/analytics/track-batch', { entries: [{ date: today(-1), metrics: { pv: 5 } }] })
      .expect(204);
    expect(response.headers['set-cookie']?.toString() ?? '').not.toContain('ember_vid');
    const after = (await totals(reporter)).find((day) => day.date === today(-1))!;
    expect(after.members - (before?.members ?? 0)).toBe(1);
    expect(after.visitors - (before?.visitors ?? 0)).toBe(0);
    expect(after.metrics['pv']! - (before?.metrics['pv'] ?? 0)).toBe(5);
  });

  it.each([
    ['no entries', { entries: [] }],
    ['too many entries', { entries: Array.from({ length: 32 }, () => ({ date: today(), metrics: { pv: 1 } })) }],
    ['a negative counter', { entries: [{ date: today(), metrics: { pv: -1 } }] }],
    ['a fractional counter', { entries: [{ date: today(), metrics: { tat: 1.5 } }] }],
    ['a counter over its daily bound', { entries: [{ date: today(), metrics: { tat: 86_401 } }] }],
    ['a malformed date', { entries: [{ date: '20/11/2025', metrics: { pv: 1 } }] }],
    ['no metrics', { entries: [{ date: today() }] }],
  ])('refuses %s with a validation error', async (_, body) => {
    const visitor = await new TestBrowser(harness.http).open();
    const response = await visitor.post('/api/analytics/track-batch', body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'validation.failed' });
  });

  it('refuses days outside the last week with the context error', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    const response = await visitor
      .post('/api/analytics/track-batch', { entries: [{ date: today(-30), metrics: { pv: 1 } }] })
      .expect(400);
    expect(response.body).toMatchObject({ code: 'analytics.invalid-day' });
  });

  it('needs the XSRF header like every unsafe request', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    const response = await visitor.agent
      .post('/api/analytics/track-batch')
      .send({ entries: [{ date: today(), metrics: { pv: 1 } }] })
      .expect(403);
    expect(response.body.code).toBe('auth.xsrf');
  });
});

describe('daily totals report', () => {
  it('is for admins only', async () => {
    const anonymous = await new TestBrowser(harness.http).open();
    await anonymous.get(`/api/analytics/daily-totals?from=${today(-1)}&to=${today()}`).expect(401);
    const member = new TestBrowser(harness.http);
    await signIn(member, harness.smtp, 'curious@example.com');
    const refused = await member.get(`/api/analytics/daily-totals?from=${today(-1)}&to=${today()}`).expect(403);
    expect(refused.body.code).toBe('auth.role-required');
  });

  it('refuses a reversed range', async () => {
    const response = await reporter.get(`/api/analytics/daily-totals?from=${today()}&to=${today(-1)}`).expect(400);
    expect(response.body.code).toBe('analytics.invalid-range');
  });
});
