import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock } from '@ember/kernel';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { FormatLifecycleEvents } from './application/format-lifecycle-events.js';
import { HostingModule } from './hosting.module.js';
import { hostingContext } from './hosting.context.js';
import { aFormatDraft } from './testing/format-builders.js';

// The dashboard is a query over stored data: zero on empty tables, the lifecycle's records once
// they come in, and trends against the figures of 30 days earlier (time moved by hand).
let harness: TestApp;
let maya: TestBrowser;
let noor: TestBrowser;
let admin: TestBrowser;
let mayaId: string;
const clock = new FixedClock(new Date());
const day = 24 * 3600 * 1000;
const member = (index: number) => `0190a0a0-0000-7000-8000-${String(index).padStart(12, '0')}`;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, HostingModule],
    contexts: [identityContext, hostingContext],
    // Sessions outlive the month the test jumps over.
    env: { ADMIN_EMAILS: 'admin@example.com', SESSION_IDLE_DAYS: '60' },
    clock,
  });
  [maya, noor, admin] = [new TestBrowser(harness.http), new TestBrowser(harness.http), new TestBrowser(harness.http)];
  await signIn(maya, harness.smtp, 'maya@example.com');
  await signIn(noor, harness.smtp, 'noor@example.com');
  await signIn(admin, harness.smtp, 'admin@example.com');
  mayaId = (await maya.get('/api/auth/me').expect(200)).body.userId;
});

afterAll(async () => {
  await harness?.close();
});

/** Runs facade calls the way another context's job or request would: in their own unit of work. */
function lifecycle<T>(work: (events: FormatLifecycleEvents) => Promise<T>): Promise<T> {
  return RequestContext.create(harness.app.get(MikroORM).em, () => work(harness.app.get(FormatLifecycleEvents)));
}

async function dashboard(browser = maya, host = 'me') {
  return (await browser.get(`/api/hosts/${host}/dashboard`).expect(200)).body;
}

const flat = { previous: 0, change: 0, percent: null };

describe('the dashboard', () => {
  let pottery: string;
  let supper: string;

  it('answers zero for a host without formats', async () => {
    expect(await dashboard(noor)).toMatchObject({
      host: { email: 'noor@example.com', firstName: null },
      totalFormats: 0,
      activeFormats: 0,
      draftFormats: 0,
      completedFormats: 0,
      averageAttendance: 0,
      totalRevenue: 0,
      activeInterest: 0,
      totalFormatsTrend: flat,
      revenueTrend: flat,
      interestTrend: flat,
      attendanceTrend: flat,
    });
  });

  it('counts formats by status as they move', async () => {
    pottery = (await maya.post('/api/event-format/draft', aFormatDraft({}, clock.now())).expect(201)).body.id;
    supper = (
      await maya.post('/api/event-format/draft', aFormatDraft({ format: 'Supper club' }, clock.now())).expect(201)
    ).body.id;
    await maya.post(`/api/event-format/${pottery}/publish`).expect(200);
    expect(await dashboard()).toMatchObject({
      host: { id: mayaId, firstName: 'Maya' },
      totalFormats: 2,
      activeFormats: 1,
      draftFormats: 1,
      completedFormats: 0,
      totalFormatsTrend: { previous: 0, change: 2, percent: null },
    });
  });

  it('adds interest, revenue and attendance from the lifecycle’s records', async () => {
    await lifecycle(async (events) => {
      await events.interestRegistered({ formatId: pottery, memberId: member(1), displayName: 'Sam' });
      await events.interestRegistered({ formatId: pottery, memberId: member(2), displayName: 'Lee' });
      await events.interestRegistered({ formatId: pottery, memberId: member(2), displayName: 'Lee' }); // told twice
      await events.interestRegistered({ formatId: pottery, memberId: member(3) });
      await events.interestWithdrawn({ formatId: pottery, memberId: member(3) });
      await events.participantConfirmed({ formatId: pottery, memberId: member(1) });
      await events.groupFormed({ formatId: pottery, groupId: member(100), size: 6 });
      await events.paymentReceived({ formatId: pottery, paymentId: 'pay_1', memberId: member(1), amountCents: 4500 });
      await events.paymentReceived({ formatId: pottery, paymentId: 'pay_1', memberId: member(1), amountCents: 4500 });
      await events.paymentReceived({ formatId: pottery, paymentId: 'pay_2', memberId: member(2), amountCents: 4500 });
      await events.paymentRefunded({ formatId: pottery, refundId: 're_1', memberId: member(2), amountCents: 2250 });
      for (const [index, attended] of [
        [1, true],
        [2, true],
        [4, false],
      ] as const)
        await events.attendanceRecorded({ formatId: pottery, memberId: member(index), groupId: member(100), attended });
    });
    expect(await dashboard()).toMatchObject({
      activeInterest: 2,
      // 2 × $36 earned, $18 of it refunded.
      totalRevenue: 3600 + 3600 - 1800,
      averageAttendance: 67,
      revenueTrend: { previous: 0, change: 5400, percent: null },
    });
    const details = (await maya.get(`/api/event-format/${pottery}`).expect(200)).body;
    expect(details.counts).toEqual({ interested: 2, confirmed: 1, groupsFormed: 1, revenue: 5400, attendanceRate: 67 });
    expect(details.participants).toEqual([
      { id: member(1), name: 'Sam', joinedDate: expect.any(String), status: 'confirmed' },
      { id: member(2), name: 'Lee', joinedDate: expect.any(String), status: 'pending' },
    ]);
  });

  it('gives each figure its trend against 30 days earlier', async () => {
    clock.advance(31 * day);
    await maya.post('/api/event-format/draft', aFormatDraft({ format: 'Night hike' }, clock.now())).expect(201);
    await maya.post(`/api/event-format/${supper}/archive`).expect(200);
    await lifecycle(async (events) => {
      await events.interestRegistered({ formatId: pottery, memberId: member(5) });
      await events.paymentReceived({ formatId: pottery, paymentId: 'pay_3', memberId: member(5), amountCents: 4500 });
    });
    expect(await dashboard()).toMatchObject({
      totalFormats: 2,
      totalFormatsTrend: { previous: 2, change: 0, percent: 0 },
      activeFormats: 1,
      activeFormatsTrend: { previous: 1, change: 0, percent: 0 },
      draftFormats: 1,
      draftFormatsTrend: { previous: 1, change: 0, percent: 0 },
      activeInterest: 3,
      interestTrend: { previous: 2, change: 1, percent: 50 },
      totalRevenue: 9000,
      revenueTrend: { previous: 5400, change: 3600, percent: 67 },
      attendanceTrend: { previous: 67, change: 0, percent: 0 },
    });
  });

  it('moves a completed format out of the active figures', async () => {
    await lifecycle((events) => events.formatCompleted({ formatId: pottery }));
    await lifecycle((events) => events.formatCompleted({ formatId: pottery })); // told twice
    expect(await dashboard()).toMatchObject({
      activeFormats: 0,
      completedFormats: 1,
      completedFormatsTrend: { previous: 0, change: 1, percent: null },
      activeInterest: 0,
    });
  });

  it('is the host’s own, or any host’s for an admin', async () => {
    expect((await dashboard(admin, mayaId)).totalRevenue).toBe(9000);
    expect((await noor.get(`/api/hosts/${mayaId}/dashboard`).expect(404)).body.code).toBe('hosting.host-not-found');
    await admin.get(`/api/hosts/${member(99)}/dashboard`).expect(404);
    await admin.get('/api/hosts/nobody/dashboard').expect(404);
    expect((await dashboard(maya, mayaId)).host.id).toBe(mayaId);
  });
});

describe('the activity list', () => {
  it('lists what happened, newest first, ten at a time', async () => {
    const first = (await maya.get('/api/hosts/me/activity').expect(200)).body;
    expect(first).toMatchObject({ total: 13, limit: 10, offset: 0 });
    expect(first.activities).toHaveLength(10);
    expect(first.activities[0]).toMatchObject({
      type: 'completion',
      message: '“Pottery and pints” is completed.',
      formatTitle: 'Pottery and pints',
    });
    expect(first.activities.map((item: { type: string }) => item.type)).toEqual([
      'completion',
      'payment',
      'interest',
      'new_format',
      'payment',
      'payment',
      'payment',
      'group_formed',
      'interest',
      'interest',
    ]);
    const timestamps = first.activities.map((item: { timestamp: string }) => item.timestamp);
    expect([...timestamps].sort().reverse()).toEqual(timestamps);
    const next = (await maya.get('/api/hosts/me/activity?offset=10&limit=10').expect(200)).body;
    expect(next.activities.map((item: { type: string }) => item.type)).toEqual([
      'interest',
      'new_format',
      'new_format',
    ]);
  });

  it('belongs to the host', async () => {
    expect((await noor.get('/api/hosts/me/activity').expect(200)).body).toMatchObject({ activities: [], total: 0 });
    await noor.get(`/api/hosts/${mayaId}/activity`).expect(404);
    await maya.get('/api/hosts/me/activity?limit=0').expect(400);
  });
});

describe('the lifecycle port', () => {
  it('refuses impossible reports', async () => {
    await expect(
      lifecycle((events) => events.groupFormed({ formatId: member(7), groupId: member(8), size: 4 })),
    ).rejects.toMatchObject({ code: 'hosting.format-not-found' });
    await expect(lifecycle((events) => events.formatCompleted({ formatId: 'not-an-id' }))).rejects.toMatchObject({
      code: 'hosting.format-not-found',
    });
    const formatId = (await maya.post('/api/event-format/draft', { format: 'Checks' }).expect(201)).body.id;
    await expect(
      lifecycle((events) => events.interestRegistered({ formatId, memberId: 'member-7' })),
    ).rejects.toMatchObject({ code: 'hosting.invalid-lifecycle-event' });
    await expect(
      lifecycle((events) => events.paymentReceived({ formatId, paymentId: 'p', memberId: member(7), amountCents: 0 })),
    ).rejects.toMatchObject({ code: 'hosting.invalid-lifecycle-event' });
  });
});
