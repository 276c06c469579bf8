import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import ICAL from 'ical.js';
import { signIn } from '@ember/identity/testing';
import { TestBrowser } from '@ember/platform/testing';
import { CloseReviewUseCase } from './application/close-review.use-case.js';
import { FormGroupsUseCase } from './application/form-groups.use-case.js';
import { type MadePick, ResponseLog, identifiersIn, pickLeaks } from './testing/privacy-scan.js';
import {
  type RoundsTestApp,
  type TestMember,
  aMember,
  startRoundsTestApp,
  waitFor,
} from './testing/rounds-test-app.js';

// A round driven through every phase by the worker's processors, with real PostgreSQL, Redis and
// SMTP: picks open, picks close (moved seconds away), groups form, members join or decline, the
// review closes (moved near too) and the confirmed group gets its calendar invite. Every answer
// is kept and scanned for pick data at the end.

let harness: RoundsTestApp;
const log = new ResponseLog();
const made: MadePick[] = [];
let admin: ReturnType<ResponseLog['as']>;
let host: ReturnType<ResponseLog['as']>;
const members: Record<string, TestMember> = {};
const as = (name: string) => log.as(members[name]!.email, members[name]!.browser);
const clique = ['ana', 'ben', 'cai', 'dee', 'eli'];
let roundId: string;

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(harness.http);
  await signIn(browser, harness.smtp, email);
  return browser;
}

function body<T = Record<string, unknown>>(response: { status: number; body: unknown }, status = 200): T {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: expect.anything() });
  return response.body as T;
}

async function roundOf(name: string) {
  return body<{ status: string; outcome: string; standing: string }>(await as(name).get(`/api/rounds/${roundId}`));
}

async function pick(from: string, to: string, level: number) {
  const response = await as(from).put(`/api/rounds/${roundId}/picks/${members[to]!.profileId}`, { level });
  body(response);
  made.push({ picker: members[from]!.email, profileId: members[to]!.profileId, level });
}

/** Mails to an address whose subject matches, received so far. */
function mailsTo(email: string, subject: RegExp) {
  return harness.smtp.received.filter((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''));
}

/** The round's deposits held in the payments ledger. */
async function heldDeposits(): Promise<Record<string, unknown>[]> {
  return harness.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute(
      `select amount_cents, currency, state, deposit_use from payments.payments where purpose = 'deposit' and round_id = ? order by created_at`,
      [roundId],
    );
}

async function mailTo(email: string, subject: RegExp) {
  await waitFor(async () => mailsTo(email, subject).length > 0, 20_000, `a mail "${subject}" to ${email}`);
  return mailsTo(email, subject)[0]!;
}

beforeAll(async () => {
  harness = await startRoundsTestApp();
  admin = log.as('admin@example.com', await signedIn('admin@example.com'));
  const hostBrowser = await signedIn('host@example.com');
  body(await admin.post('/api/users/grantRole', { email: 'host@example.com', role: 'host' }));
  host = log.as('host@example.com', hostBrowser);
  const people: [string, Parameters<typeof aMember>[2]][] = [
    ['ana', { firstName: 'Ana', sex: 'female' }],
    ['ben', { firstName: 'Ben', sex: 'male' }],
    ['cai', { firstName: 'Cai', sex: 'male' }],
    ['dee', { firstName: 'Dee', sex: 'female' }],
    ['eli', { firstName: 'Eli', sex: 'male' }],
    ['fay', { firstName: 'Fay', sex: 'female' }],
    ['gus', { firstName: 'Gus', sex: 'male' }],
    ['hal', { firstName: 'Hal', sex: 'male' }],
    ['nia', { firstName: 'Nia', discoverable: false }],
    ['oli', { firstName: 'Oli', programId: 'pottery', discoverable: false }],
  ];
  for (const [name, options] of people) members[name] = await aMember(harness, `${name}@example.com`, options);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

/** The first names of the member's browse list of Toronto, in its order. */
async function browsing(name: string): Promise<string[]> {
  return body<{ profiles: { firstName: string }[] }>(
    await as(name).get('/api/profiles/all?location=CA:ON:Toronto&limit=48'),
  ).profiles.map((card) => card.firstName);
}

describe('a round through every phase', () => {
  it('is created by an admin, not by a member, and one at a time per program and city', async () => {
    const now = Date.now();
    const request = {
      programId: 'prog-coffee',
      picksOpenAt: new Date(now - 1000).toISOString(),
      picksCloseAt: new Date(now + 10 * 60_000).toISOString(),
    };
    expect(body(await as('ana').post('/api/rounds', request), 403)).toMatchObject({ code: 'auth.role-required' });
    const round = body<{ id: string; groupSize: object; joinCharge: object; status: string }>(
      await admin.post('/api/rounds', request),
      201,
    );
    roundId = round.id;
    expect(round).toMatchObject({
      status: 'scheduled',
      groupSize: { min: 4, max: 6 },
      joinCharge: { kind: 'deposit', amountCents: 1000, currency: 'CAD' },
      reviewHours: 24,
      city: 'CA:ON:Toronto',
    });
    expect(body(await admin.post('/api/rounds', request), 409)).toMatchObject({
      code: 'matching-rounds.round-overlaps',
    });
    expect(
      body(
        await admin.post('/api/rounds', { ...request, programId: 'prog-coffee', picksCloseAt: request.picksOpenAt }),
        400,
      ),
    ).toMatchObject({ code: 'matching-rounds.invalid-round' });
  });

  it('opens for picks on the worker', async () => {
    await waitFor(async () => (await roundOf('ana')).status === 'collecting', 20_000, 'the round opening');
    const mine = body<{ rounds: { id: string; standing: string; candidateCount: number; acceptingPicks: boolean }[] }>(
      await as('ana').get('/api/rounds/mine'),
    );
    expect(mine.rounds.find((round) => round.id === roundId)).toMatchObject({
      standing: 'candidate',
      acceptingPicks: true,
      candidateCount: 7,
    });
  });

  it('shows each candidate the others, minus blocks either way; others are not in the pool', async () => {
    expect((await as('ana').put(`/api/blocks/${members['hal']!.profileId}`)).status).toBe(204);
    expect(body<{ profileIds: string[] }>(await as('ana').get('/api/blocks')).profileIds).toEqual([
      members['hal']!.profileId,
    ]);
    const names = async (name: string) =>
      body<{ candidates: { firstName: string }[] }>(await as(name).get(`/api/rounds/${roundId}/candidates`))
        .candidates.map((card) => card.firstName)
        .sort();
    expect(await names('ana')).toEqual(['Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus']);
    expect(await names('hal')).toEqual(['Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus']);
    // Browse keeps them apart too, both ways.
    expect((await browsing('ana')).sort()).toEqual(['Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus']);
    expect((await browsing('hal')).sort()).toEqual(['Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus']);
    expect(body(await as('nia').get(`/api/rounds/${roundId}/candidates`), 403)).toMatchObject({
      code: 'matching-rounds.not-a-candidate',
      details: { standing: 'not-discoverable' },
    });
    expect(body(await as('oli').get(`/api/rounds/${roundId}`), 404)).toMatchObject({
      code: 'matching-rounds.round-not-found',
    });
    expect((await as('ana').get('/api/rounds/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await as('ana').get('/api/rounds/not-a-round/candidates')).status).toBe(404);
  });

  it('takes picks of candidates only, and each member reads back only their own', async () => {
    for (const from of clique) for (const to of clique) if (from !== to) await pick(from, to, 3);
    await pick('fay', 'gus', 4);
    await pick('gus', 'fay', 1);
    expect(
      body(await as('hal').put(`/api/rounds/${roundId}/picks/${members['ana']!.profileId}`, { level: 3 }), 404),
    ).toMatchObject({ code: 'matching-rounds.unknown-candidate' });
    expect(
      (await as('ana').put(`/api/rounds/${roundId}/picks/${members['ana']!.profileId}`, { level: 3 })).status,
    ).toBe(404);
    expect(
      (await as('ana').put(`/api/rounds/${roundId}/picks/${members['nia']!.profileId}`, { level: 3 })).status,
    ).toBe(404);
    expect(
      body(await as('ana').put(`/api/rounds/${roundId}/picks/${members['ben']!.profileId}`, { level: 7 }), 400),
    ).toMatchObject({ code: 'validation.failed' });
    expect(
      (await as('nia').put(`/api/rounds/${roundId}/picks/${members['ana']!.profileId}`, { level: 3 })).status,
    ).toBe(403);

    expect((await as('ana').delete(`/api/rounds/${roundId}/picks/${members['eli']!.profileId}`)).status).toBe(204);
    await pick('ana', 'eli', 5);
    const mine = body<{ picks: { profileId: string; level: number; levelName: string; romance: boolean }[] }>(
      await as('ana').get(`/api/rounds/${roundId}/picks`),
    ).picks;
    expect(mine).toHaveLength(4);
    expect(mine.find((entry) => entry.profileId === members['eli']!.profileId)).toMatchObject({
      level: 5,
      levelName: 'Perfect Match',
      romance: true,
    });
    const fays = body<{ picks: { profileId: string; romance: boolean }[] }>(
      await as('fay').get(`/api/rounds/${roundId}/picks`),
    );
    expect(fays.picks).toEqual([
      expect.objectContaining({ profileId: members['gus']!.profileId, level: 4, romance: true }),
    ]);
    expect(body<{ pickCount: number }>(await as('ana').get(`/api/rounds/${roundId}`)).pickCount).toBe(4);
  });

  it('closes picks when the moved deadline passes and forms the groups on the worker', async () => {
    const soon = new Date(Date.now() + 2_000).toISOString();
    expect(body(await as('ana').patch(`/api/rounds/${roundId}`, { picksCloseAt: soon }), 403)).toMatchObject({
      code: 'auth.role-required',
    });
    body(await admin.patch(`/api/rounds/${roundId}`, { picksCloseAt: soon }));
    await waitFor(async () => (await roundOf('ana')).status === 'reviewing', 50_000, 'the groups forming');

    expect(
      body(await as('ana').put(`/api/rounds/${roundId}/picks/${members['ben']!.profileId}`, { level: 2 }), 409),
    ).toMatchObject({ code: 'matching-rounds.picks-closed' });
    expect(body(await as('ana').get(`/api/rounds/${roundId}/picks`), 409)).toMatchObject({
      code: 'matching-rounds.picks-closed',
    });
    expect((await as('ana').get(`/api/rounds/${roundId}/candidates`)).status).toBe(409);
  }, 60_000);

  it('puts the mutual clique in one group, seen the same by each of them, and nobody else', async () => {
    const groups = [];
    for (const name of clique) {
      const group = body<Record<string, unknown> & { id: string; members: { firstName: string; isMe: boolean }[] }>(
        await as(name).get(`/api/rounds/${roundId}/my-group`),
      );
      expect(group.members.filter((member) => member.isMe).map((member) => member.firstName)).toEqual([
        members[name]!.firstName,
      ]);
      groups.push(group);
    }
    expect(new Set(groups.map((group) => group.id)).size).toBe(1);
    expect(groups[0]).toMatchObject({
      status: 'reviewing',
      slot: { code: 'sat-09', dayOfWeek: 6, hour: 9, label: 'Saturday 9 AM' },
      neighborhood: 'downtown',
      myDecision: 'invited',
      memberCount: 5,
      minSize: 4,
      price: { kind: 'deposit', amountCents: 1000, currency: 'CAD' },
    });
    expect(groups[0]!.members.map((member) => member.firstName).sort()).toEqual(['Ana', 'Ben', 'Cai', 'Dee', 'Eli']);
    // What each member sees of the group is the same apart from which card is theirs: nothing in
    // it depends on who picked whom.
    const shared = groups.map(({ members: cards, ...rest }) => ({
      ...rest,
      members: cards.map(({ isMe: _isMe, ...card }) => card),
    }));
    for (const view of shared) expect(view).toEqual(shared[0]);
    const deadline = new Date(groups[0]!['joinDeadline'] as string).getTime();
    expect(deadline - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(new Date(groups[0]!['meetsAt'] as string).getTime()).toBeGreaterThan(deadline);

    for (const name of ['fay', 'gus', 'hal']) {
      expect(body(await as(name).get(`/api/rounds/${roundId}/my-group`), 404)).toMatchObject({
        code: 'matching-rounds.no-group',
      });
      expect((await roundOf(name)).outcome).toBe('no-group');
    }
    expect((await roundOf('ana')).outcome).toBe('grouped');
  });

  it('tells the placed their group is ready and the others that no group formed', async () => {
    for (const name of clique) {
      const mail = await mailTo(members[name]!.email, /group is ready/);
      expect(mail.text).toContain(`/emberite/rounds/${roundId}/group`);
      expect(mail.text).toContain('Saturday');
    }
    for (const name of ['fay', 'gus', 'hal']) await mailTo(members[name]!.email, /No group formed/);
    expect(mailsTo(members['nia']!.email, /group|No group/)).toHaveLength(0);
    // Those who waited this round without a group come first in browse.
    const list = await browsing('eli');
    expect(list.slice(0, 3).sort()).toEqual(['Fay', 'Gus', 'Hal']);
  });

  it('reports the formation to the admin in numbers, never in pairs; a host sees only their own rounds', async () => {
    const report = body<{ formation: Record<string, unknown>; transitions: { status: string }[] }>(
      await admin.get(`/api/rounds/${roundId}/report`),
    );
    expect(report.formation).toMatchObject({
      candidates: 8,
      eligible: 5,
      placed: 5,
      groups: 1,
      mutualEdges: 10,
      mutualEdgesPerPlaced: 2,
      violations: 0,
      gap: { placed: 0, edges: 0 },
    });
    expect(report.formation['runTimeMs']).toEqual(expect.any(Number));
    expect(report.transitions.map((step) => step.status)).toEqual(['collecting', 'forming', 'reviewing']);

    expect(body(await host.get(`/api/rounds/${roundId}/report`), 403)).toMatchObject({
      code: 'matching-rounds.not-your-round',
    });
    const now = Date.now();
    const pottery = body<{ id: string }>(
      await host.post('/api/rounds', {
        programId: 'pottery',
        picksOpenAt: new Date(now + 3600_000).toISOString(),
        picksCloseAt: new Date(now + 7 * 24 * 3600_000).toISOString(),
      }),
      201,
    );
    expect(body<{ rounds: { id: string }[] }>(await host.get('/api/rounds/hosted')).rounds.map((r) => r.id)).toEqual([
      pottery.id,
    ]);
    expect(body<{ formation: null }>(await host.get(`/api/rounds/${pottery.id}/report`)).formation).toBeNull();
  });

  it('lets members join (paying the deposit first, or without one while it is optional) or decline; the group keeps going while it has its minimum', async () => {
    for (const name of ['ana', 'ben']) {
      const checkout = body<{ paymentId: string; amountDueCents: number; kind: string }>(
        await as(name).post(`/api/rounds/${roundId}/my-group/checkout`),
      );
      expect(checkout).toMatchObject({ amountDueCents: 1000, currency: 'CAD', kind: 'deposit' });
      expect(body(await as(name).post(`/api/payments/${checkout.paymentId}/test-payment`))).toMatchObject({
        purpose: 'deposit',
        status: 'paid',
      });
      // Paid: the deposit now covers the group.
      expect(body(await as(name).post(`/api/rounds/${roundId}/my-group/checkout`))).toMatchObject({
        paymentId: checkout.paymentId,
        amountDueCents: 0,
      });
      expect(body(await as(name).post(`/api/rounds/${roundId}/my-group/join`))).toMatchObject({
        myDecision: 'joined',
        myPaymentId: checkout.paymentId,
      });
    }
    for (const name of ['cai', 'dee']) {
      expect(body(await as(name).post(`/api/rounds/${roundId}/my-group/join`))).toMatchObject({
        myDecision: 'joined',
        myPaymentId: null,
      });
    }
    const after = body(await as('eli').post(`/api/rounds/${roundId}/my-group/decline`));
    expect(after).toMatchObject({ myDecision: 'declined', status: 'reviewing', joinedCount: 4 });
    expect(body(await as('ana').post(`/api/rounds/${roundId}/my-group/join`), 409)).toMatchObject({
      code: 'matching-rounds.decision-closed',
    });
    expect(body(await as('fay').post(`/api/rounds/${roundId}/my-group/join`), 404)).toMatchObject({
      code: 'matching-rounds.no-group',
    });
    expect(await heldDeposits()).toEqual(
      Array(2).fill({ amount_cents: 1000, currency: 'CAD', state: 'captured', deposit_use: 'reserved' }),
    );
  });

  it('confirms the group at the (moved) review deadline and sends a calendar invite', async () => {
    body(await admin.patch(`/api/rounds/${roundId}`, { reviewClosesAt: new Date(Date.now() + 2_000).toISOString() }));
    await waitFor(async () => (await roundOf('ana')).status === 'closed', 30_000, 'the review closing');
    const group = body<{ id: string; status: string; meetsAt: string; sessionMinutes: number }>(
      await as('ana').get(`/api/rounds/${roundId}/my-group`),
    );
    expect(group.status).toBe('confirmed');
    expect(body<{ myDecision: string }>(await as('eli').get(`/api/rounds/${roundId}/my-group`)).myDecision).toBe(
      'declined',
    );

    for (const name of ['ana', 'ben', 'cai', 'dee']) {
      const mail = await mailTo(members[name]!.email, /is confirmed/);
      const invite = mail.attachments.find((attachment) => attachment.filename === 'ember-group.ics');
      expect(invite?.mimeType).toBe('text/calendar');
      const text = typeof invite!.content === 'string' ? invite!.content : new TextDecoder().decode(invite!.content);
      expect(text).toMatch(/^BEGIN:VCALENDAR\r?\n/);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.uid).toBe(`${group.id}@localhost`);
      expect(event.startDate.toJSDate().toISOString()).toBe(group.meetsAt);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
        group.sessionMinutes * 60_000,
      );
      expect(event.summary).toContain('Weekend coffee');
    }
    expect(mailsTo(members['eli']!.email, /is confirmed/)).toHaveLength(0);
    // The deposits stay held until the group has met: a no-show's is kept, the others come back.
    expect(await heldDeposits()).toEqual(
      Array(2).fill({ amount_cents: 1000, currency: 'CAD', state: 'captured', deposit_use: 'reserved' }),
    );
    const report = body<{ transitions: { status: string }[]; review: object }>(
      await admin.get(`/api/rounds/${roundId}/report`),
    );
    expect(report.transitions.map((step) => step.status)).toEqual(['collecting', 'forming', 'reviewing', 'closed']);
    expect(report.review).toMatchObject({ joined: 4, declined: 1, confirmedGroups: 1, releasedGroups: 0 });
  });

  it('never shows anyone pick data but their own, and admin and host answers name no member', async () => {
    expect(pickLeaks(log.seen, made)).toEqual([]);
    const people = Object.values(members);
    const reports = log.seen.filter(
      (response) => response.viewer === 'admin@example.com' || response.viewer === 'host@example.com',
    );
    expect(reports.length).toBeGreaterThan(5);
    expect(identifiersIn(reports, [...people.map((m) => m.profileId), ...people.map((m) => m.email)])).toEqual([]);
  });
});

describe('two workers and jobs delivered more than once', () => {
  let second: INestApplicationContext;
  let queue: Queue;
  let mail: Queue;
  const team = ['ana', 'ben', 'cai', 'dee'];

  /** Runs a use case of a worker process the way its job handler does, in a request context. */
  const run = (app: INestApplicationContext, useCase: typeof FormGroupsUseCase | typeof CloseReviewUseCase) =>
    RequestContext.create(app.get(MikroORM).em, () => app.get(useCase, { strict: false }).execute(roundId));

  beforeAll(async () => {
    second = await harness.startSecondWorker();
    const connection = { host: '127.0.0.1', port: Number(new URL(harness.config.REDIS_URL).port || 6379) };
    queue = new Queue('rounds.schedule', { connection, prefix: `${harness.config.REDIS_PREFIX}:bull` });
    mail = new Queue('mail.outbound', { connection, prefix: `${harness.config.REDIS_PREFIX}:bull` });
  });

  afterAll(async () => {
    await queue?.close();
    await mail?.close();
  });

  /** Every e-mail enqueued so far has been sent (or given up): no waiting, delayed or active job. */
  const mailDelivered = () =>
    waitFor(
      async () => {
        const counts = await mail.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
        return Object.values(counts).every((count) => count === 0);
      },
      20_000,
      'the mail queue draining',
    );

  it('changes each phase once, forms one set of groups and sends each e-mail once', async () => {
    const now = Date.now();
    const closeAt = new Date(now + 6_000);
    roundId = body<{ id: string }>(
      await admin.post('/api/rounds', {
        programId: 'prog-coffee',
        picksOpenAt: new Date(now - 1000).toISOString(),
        picksCloseAt: closeAt.toISOString(),
      }),
      201,
    ).id;
    await waitFor(async () => (await roundOf('ana')).status === 'collecting', 20_000, 'the second round opening');
    for (const from of team) for (const to of team) if (from !== to) await pick(from, to, 2);
    // The same phases again under other job ids: BullMQ delivers them as separate jobs, to either worker.
    const payload = { roundId, dueAt: closeAt.toISOString() };
    const delay = Math.max(0, closeAt.getTime() - Date.now());
    for (const copy of [1, 2, 3]) {
      await queue.add('rounds.close-picks', payload, { jobId: `copy-close-${copy}-${roundId}`, delay });
      await queue.add('rounds.form-groups', payload, {
        jobId: `copy-form-${copy}-${roundId}`,
        delay: delay + 50 * copy,
      });
    }
    await waitFor(async () => (await roundOf('ana')).status === 'reviewing', 40_000, 'the second round forming');
    // And both workers run the formation at the same moment once more.
    await Promise.all([run(harness.app, FormGroupsUseCase), run(second, FormGroupsUseCase)]);
    await mailDelivered();

    const db = harness.app.get(EntityManager).fork().getConnection();
    const [groups] = await db.execute(`select count(*)::int as n from matching_rounds.groups where round_id = ?`, [
      roundId,
    ]);
    const [memberships] = await db.execute(
      `select count(*)::int as n from matching_rounds.memberships where round_id = ?`,
      [roundId],
    );
    expect({ groups: groups?.n, memberships: memberships?.n }).toEqual({ groups: 1, memberships: 4 });
    for (const name of team) {
      const ready = mailsTo(members[name]!.email, /group is ready/).filter((mail) => mail.text?.includes(roundId));
      expect({ name, mails: ready.length }).toEqual({ name, mails: 1 });
    }
    const copies = await Promise.all(
      [1, 2, 3].flatMap((copy) => [
        queue.getJobState(`copy-close-${copy}-${roundId}`),
        queue.getJobState(`copy-form-${copy}-${roundId}`),
      ]),
    );
    expect(copies.every((state) => state === 'completed')).toBe(true);

    // The review closes with nobody joined: both workers close it at once; it closes once, released.
    body(await admin.patch(`/api/rounds/${roundId}`, { reviewClosesAt: new Date(Date.now() + 1_500).toISOString() }));
    // The deadline passes in the table rather than on the wall clock, so nothing waits for it.
    await db.execute(`update matching_rounds.rounds set review_closes_at = now() - interval '1 second' where id = ?`, [
      roundId,
    ]);
    await Promise.all([run(harness.app, CloseReviewUseCase), run(second, CloseReviewUseCase)]);
    await waitFor(async () => (await roundOf('ana')).status === 'closed', 20_000, 'the second review closing');
    for (const name of team) await mailTo(members[name]!.email, /will not meet this round/);
    await mailDelivered();
    for (const name of team) expect(mailsTo(members[name]!.email, /will not meet this round/)).toHaveLength(1);
    const report = body<{ transitions: { status: string }[]; review: object }>(
      await admin.get(`/api/rounds/${roundId}/report`),
    );
    expect(report.transitions.map((step) => step.status)).toEqual(['collecting', 'forming', 'reviewing', 'closed']);
    expect(report.review).toMatchObject({ expired: 4, releasedGroups: 1, confirmedGroups: 0 });
    expect(
      body<{ status: string; releaseReason: string }>(await as('ana').get(`/api/rounds/${roundId}/my-group`)),
    ).toMatchObject({
      status: 'released',
      releaseReason: 'minimum-not-joined',
    });
  }, 90_000);
});
