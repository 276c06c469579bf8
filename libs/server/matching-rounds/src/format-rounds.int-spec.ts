import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { HostingModule, HostingWorkerModule, hostingContext } from '@ember/hosting';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { invitesContext } from '@ember/invites';
import { FixedClock } from '@ember/kernel';
import { mediaContext } from '@ember/media';
import { PaymentsModule, paymentsContext } from '@ember/payments';
import { JobProducer } from '@ember/platform';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { profileContext } from '@ember/profile';
import { aBrowseMember, seedBrowseMembers } from '@ember/profile/testing';
import { programsContext } from '@ember/programs';
import { MeetAgainAnswers, pairKey } from './application/meet-again.port.js';
import { OpenFormatRoundUseCase } from './application/open-format-round.use-case.js';
import { matchingRoundsContext } from './matching-rounds.context.js';
import { MatchingRoundsModule } from './matching-rounds.module.js';
import { MatchingRoundsWorkerModule } from './matching-rounds-worker.module.js';
import { type MadePick, ResponseLog, pickLeaks } from './testing/privacy-scan.js';

// A published format's selection: interest closes on the hosting worker, the selection round opens
// on the rounds worker with the interested members as its pool, they pick, and groups form within
// the format's capacity, cap and dates. Real PostgreSQL, Redis and SMTP; the clock is moved by
// hand and a due job is promoted rather than waited for.
let harness: TestApp;
let db: pg.Pool;
let maya: TestBrowser;
const log = new ResponseLog();
const made: MadePick[] = [];
const clock = new FixedClock(new Date());
const day = 24 * 3600 * 1000;

interface Person {
  name: string;
  browser: TestBrowser;
  userId: string;
  profileId: string;
}
const people = new Map<string, Person>();
// Two circles of friends: six who all pick each other (three women, three men), five more (three
// women, two men); Zoe registers but nobody picks her; Olu never registers.
const circleA = ['ana', 'ben', 'cai', 'dan', 'eve', 'fox'];
const circleB = ['gia', 'hal', 'ivy', 'jon', 'kim'];
// A third circle takes part in the second format only.
const circleC = ['lea', 'max', 'nia', 'ray'];
const men = new Set(['ben', 'dan', 'fox', 'hal', 'jon', 'max', 'ray']);
const interested = [...circleA, ...circleB, 'zoe'];

beforeAll(async () => {
  harness = await startTestApp({
    imports: [
      IdentityModule,
      HostingModule,
      HostingWorkerModule,
      MatchingRoundsModule,
      MatchingRoundsWorkerModule,
      PaymentsModule,
    ],
    contexts: [
      identityContext,
      invitesContext,
      programsContext,
      mediaContext,
      profileContext,
      paymentsContext,
      hostingContext,
      matchingRoundsContext,
    ],
    queues: ['hosting.lifecycle', 'rounds.schedule'],
    env: { MEMBERS_VISIBLE_FROM: '2020-02-14', SESSION_IDLE_DAYS: '90' },
    clock,
  });
  db = new pg.Pool({ connectionString: harness.database.url, max: 1 });
  maya = new TestBrowser(harness.http);
  await signIn(maya, harness.smtp, 'maya@example.com');
  const seeds = [];
  for (const name of [...interested, ...circleC, 'olu']) {
    const browser = new TestBrowser(harness.http);
    await signIn(browser, harness.smtp, `${name}@example.com`);
    const { userId } = (await browser.get('/api/auth/me').expect(200)).body;
    const seed = aBrowseMember({ userId, firstName: name, sex: men.has(name) ? 'male' : 'female' });
    seeds.push(seed);
    people.set(name, { name, browser, userId, profileId: seed.profileId });
  }
  await seedBrowseMembers(db, seeds, clock.now());
});

afterAll(async () => {
  await db?.end();
  await harness?.close();
});

const person = (name: string) => people.get(name)!;
const member = (name: string) => log.as(name, person(name).browser);
const host = () => log.as('maya (host)', maya);

/** Runs a job now, as the worker would at its time (promoting it when delayed), and waits until it is done. */
async function runDue(queueName: string, jobId: string): Promise<void> {
  const queue = harness.app.get(JobProducer).queue(queueName);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = await queue.getJob(jobId);
    const state = job ? await job.getState() : 'missing';
    if (state === 'completed') return;
    if (state === 'failed') throw new Error(`${jobId} failed: ${job?.failedReason}`);
    if (state === 'delayed') await job!.promote().catch(() => undefined);
    if (Date.now() > deadline) throw new Error(`${jobId} is ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function roundOf(formatId: string): Promise<{ id: string; status: string }[]> {
  const { rows } = await db.query<{ id: string; status: string }>(
    'select id, status from matching_rounds.rounds where format_id = $1',
    [formatId],
  );
  return rows;
}

async function pick(from: string, to: string, round = roundId): Promise<void> {
  const response = await member(from).put(`/api/rounds/${round}/picks/${person(to).profileId}`, { level: 3 });
  expect(response.status).toBe(200);
  made.push({ picker: from, profileId: person(to).profileId, level: 3 });
}

let formatId: string;
let roundId: string;
/** A calendar day this many days from the (moved) clock. */
const daysAhead = (days: number) => new Date(clock.now().getTime() + days * day).toISOString().slice(0, 10);
let eventDate: string;

/** The next mail to the address with this subject; others on the way are passed over. */
async function mailTo(to: string, subject: string) {
  for (;;) {
    const mail = await harness.smtp.waitFor(to);
    if (mail.subject === subject) return mail;
  }
}

function aDraft(title: string, overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    format: title,
    description: 'Cook one course each, eat all of them together, and swap recipes after.',
    category: 'skill-building',
    timeline: { interestCollection: 7, selectionWindow: 2, confirmationPeriod: 3 },
    possibleDates: [{ date: eventDate, time: '19:00-22:00' }],
    location: { city: 'toronto', neighborhood: 'kensington-market', venueDetails: 'The long table upstairs' },
    hostInfo: { firstName: 'Maya' },
    pricing: { ticketPrice: 4500 },
    capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
    ...overrides,
  };
}

/** Publishes the format, registers these members' interest and runs the close of interest: its round's id. */
async function selectionOf(
  draft: Record<string, unknown>,
  names: readonly string[],
): Promise<{ id: string; round: string }> {
  const start = clock.now().getTime();
  const { id } = (await maya.post('/api/event-format/draft', draft).expect(201)).body;
  const { slug } = (await maya.post(`/api/event-format/${id}/publish`).expect(200)).body;
  for (const name of names) await person(name).browser.put(`/api/event-format/public/${slug}/interest`).expect(200);
  clock.set(new Date(start + 7 * day + 1000));
  await runDue('hosting.lifecycle', `hosting.close-interest.${id}`);
  await runDue('rounds.schedule', `rounds.open-format-round.${id}`);
  const rounds = await roundOf(id);
  expect(rounds).toHaveLength(1);
  await runDue('rounds.schedule', `rounds.open-picks.${rounds[0]!.id}`);
  return { id, round: rounds[0]!.id };
}

describe('a format from interest to groups', () => {
  it('opens one selection round of the interested members when interest closes', async () => {
    eventDate = daysAhead(20);
    const draft = aDraft('Supper club', {
      groupRules: { maxGroups: 1, multipleGroups: false, balancePreference: 'gender' },
    });
    ({ id: formatId, round: roundId } = await selectionOf(draft, interested));

    // The job again, or another worker: still the one round.
    const again = await RequestContext.create(harness.app.get(MikroORM).em, () =>
      harness.app.get(OpenFormatRoundUseCase).execute(formatId),
    );
    expect(again).toBeNull();
    expect(await roundOf(formatId)).toHaveLength(1);
  });

  it('shows the round to interested members only, with each other as candidates', async () => {
    const mine = (await member('ana').get('/api/rounds/mine')).body.rounds as { id: string; formatId: string }[];
    expect(mine.find((round) => round.id === roundId)).toMatchObject({ formatId });
    const candidates = await member('ana').get(`/api/rounds/${roundId}/candidates`);
    expect(candidates.status).toBe(200);
    const shown = JSON.stringify(candidates.body);
    for (const name of interested.filter((other) => other !== 'ana')) expect(shown).toContain(person(name).profileId);
    expect(shown).not.toContain(person('olu').profileId);
    expect((await member('olu').get(`/api/rounds/${roundId}`)).status).toBe(404);
    const outsider = await member('olu').put(`/api/rounds/${roundId}/picks/${person('ana').profileId}`, { level: 3 });
    expect(outsider.status).toBe(404);
  });

  it('keeps the length of a selection that has begun', async () => {
    const response = await host().put(`/api/event-format/${formatId}`, { timeline: { selectionWindow: 4 } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'hosting.phase-passed',
      message: 'Selection has begun, so its length can no longer be changed.',
    });
  });

  it('forms at most maxGroups balanced groups within capacity, meeting on a possible date', async () => {
    for (const circle of [circleA, circleB])
      for (const from of circle) for (const to of circle) if (from !== to) await pick(from, to);
    await pick('zoe', 'ana');

    clock.set(new Date(clock.now().getTime() + 2 * day + 1000));
    await runDue('rounds.schedule', `rounds.close-picks.${roundId}`);
    await runDue('rounds.schedule', `rounds.form-groups.${roundId}`);
    expect((await roundOf(formatId))[0]!.status).toBe('reviewing');

    const group = await member('ana').get(`/api/rounds/${roundId}/my-group`);
    expect(group.status).toBe(200);
    const shown = JSON.stringify(group.body);
    for (const name of circleA) expect(shown).toContain(person(name).profileId);
    const { rows } = await db.query<{ meets_at: Date; members: string }>(
      `select g.meets_at, count(m.*)::text as members from matching_rounds.groups g
         join matching_rounds.memberships m on m.group_id = g.id where g.round_id = $1 group by g.id`,
      [roundId],
    );
    // One group (maxGroups 1): the six, three women and three men, at the format's date and time.
    expect(rows).toHaveLength(1);
    expect(rows[0]!.members).toBe('6');
    expect(rows[0]!.meets_at.toISOString()).toBe(new Date(`${eventDate}T19:00:00-05:00`).toISOString());
    // The second circle and Zoe wait for the next date.
    for (const name of [...circleB, 'zoe']) {
      expect((await member(name).get(`/api/rounds/${roundId}/my-group`)).status).toBe(404);
      const [round] = (
        (await member(name).get('/api/rounds/mine')).body.rounds as { id: string; outcome: string }[]
      ).filter((item) => item.id === roundId);
      expect(round?.outcome).toBe('no-group');
    }
    const format = (await host().get(`/api/event-format/${formatId}`)).body;
    expect(format).toMatchObject({ counts: { interested: 12, groupsFormed: 1 } });
    await host().get(`/api/hosts/me/activity`);
    await host().get(`/api/hosts/me/dashboard`);
  });
});

describe('host approval of the proposed groups', () => {
  let format: string;
  let round: string;
  type GroupsView = { groups: { id: string; approval: string; members: { firstName: string }[] }[] };
  const groupOf = (view: GroupsView, name: string) =>
    view.groups.find((group) => group.members.some((member) => member.firstName === name))!;

  it('proposes the groups to the host, on the possible dates in turn, and nobody joins them yet', async () => {
    eventDate = daysAhead(20);
    const laterDate = daysAhead(27);
    const draft = aDraft('Second helpings', {
      possibleDates: [
        { date: eventDate, time: '19:00-22:00' },
        { date: laterDate, time: '18:00-21:00' },
      ],
      groupRules: { maxGroups: 10, multipleGroups: true, hostApproval: true, balancePreference: 'gender' },
    });
    ({ id: format, round } = await selectionOf(draft, [...circleA, ...circleB, ...circleC]));
    for (const circle of [circleA, circleB, circleC])
      for (const from of circle) for (const to of circle) if (from !== to) await pick(from, to, round);
    clock.set(new Date(clock.now().getTime() + 2 * day + 1000));
    await runDue('rounds.schedule', `rounds.close-picks.${round}`);
    await runDue('rounds.schedule', `rounds.form-groups.${round}`);

    const asked = await mailTo('maya@example.com', 'Groups to approve for Second helpings');
    expect(asked.text).toContain('3 groups formed for Second helpings');
    const view = (await host().get(`/api/rounds/formats/${format}/groups`)).body;
    expect(view).toMatchObject({ roundId: round, status: 'reviewing', hostApproval: true });
    expect(view.groups.map((group: { size: number }) => group.size).sort()).toEqual([4, 5, 6]);
    for (const group of view.groups) expect(group).toMatchObject({ approval: 'pending', joined: 0 });
    expect(groupOf(view, 'ana').members.map((m: { firstName: string }) => m.firstName)).toEqual(circleA);
    const dates = new Set(view.groups.map((group: { meetsAt: string }) => group.meetsAt));
    const starts = [`${eventDate}T19:00:00-05:00`, `${laterDate}T18:00:00-05:00`];
    expect(dates).toEqual(new Set(starts.map((start) => new Date(start).toISOString())));
    expect(JSON.stringify(view)).not.toContain(person('ana').profileId);

    const early = await member('ana').post(`/api/rounds/${round}/my-group/join`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Your host is still looking at this group; you can answer once they approve it.');
    expect((await member('ana').get(`/api/rounds/formats/${format}/groups`)).status).toBe(403);
  });

  it('approves one group, releases another back to the pool, and approves the rest at the deadline', async () => {
    const view = (await host().get(`/api/rounds/formats/${format}/groups`)).body;
    const approved = (await host().post(`/api/rounds/${round}/groups/${groupOf(view, 'ana').id}/approve`)).body;
    expect(groupOf(approved, 'ana').approval).toBe('approved');
    const released = (await host().post(`/api/rounds/${round}/groups/${groupOf(view, 'lea').id}/release`)).body;
    expect(groupOf(released, 'lea')).toMatchObject({ approval: 'released', status: 'released' });
    await mailTo('lea@example.com', 'Your Second helpings group will not meet this round');
    const late = await host().post(`/api/rounds/${round}/groups/${groupOf(view, 'ana').id}/release`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This group is approved; it can no longer be released.');
    expect((await host().post(`/api/rounds/${round}/groups/not-a-group/approve`)).status).toBe(404);

    clock.set(new Date(clock.now().getTime() + 25 * 3600 * 1000));
    await runDue('rounds.schedule', `rounds.approve-groups.${round}`);
    const told = await mailTo('maya@example.com', 'Groups approved for Second helpings');
    expect(told.text).toContain('One group was still waiting');
    const after = (await host().get(`/api/rounds/formats/${format}/groups`)).body;
    expect(groupOf(after, 'gia').approval).toBe('auto-approved');
    const open = await member('gia').post(`/api/rounds/${round}/my-group/decline`);
    expect(open.status).toBe(200);
  });

  it('confirms members who pay the ticket, counts them and the revenue for the host, and refunds when the group falls below its minimum', async () => {
    const joinPaying = async (name: string) => {
      const checkout = (await member(name).post(`/api/rounds/${round}/my-group/checkout`)).body;
      expect(checkout).toMatchObject({ amountDueCents: 4500, kind: 'payment' });
      expect((await member(name).post(`/api/payments/${checkout.paymentId}/test-payment`)).status).toBe(200);
      expect((await member(name).post(`/api/rounds/${round}/my-group/join`)).status).toBe(200);
    };
    // Without paying, no place.
    expect((await member('ana').post(`/api/rounds/${round}/my-group/join`)).status).toBe(402);
    await joinPaying('ana');
    await joinPaying('ben');
    const counts = async () => (await host().get(`/api/event-format/${format}`)).body.counts;
    // The host keeps 80 % of each $45 ticket.
    expect(await counts()).toMatchObject({ confirmed: 2, revenue: 2 * 3600, groupsFormed: 3 });

    // continue-if-minimum: six placed, minimum four; two may decline and the group goes on.
    for (const name of ['cai', 'dan']) await member(name).post(`/api/rounds/${round}/my-group/decline`);
    expect(groupOf((await host().get(`/api/rounds/formats/${format}/groups`)).body, 'ana')).toMatchObject({
      status: 'reviewing',
      joined: 2,
    });
    // A third decline leaves three: the group will not meet and the two tickets are refunded.
    await member('eve').post(`/api/rounds/${round}/my-group/decline`);
    expect(groupOf((await host().get(`/api/rounds/formats/${format}/groups`)).body, 'ana')).toMatchObject({
      status: 'released',
    });
    await mailTo('ana@example.com', 'Your Second helpings group will not meet this round');
    expect(await counts()).toMatchObject({ revenue: 0 });
  });

  it("checks confirmed members in by the code of their QR code, scanned or typed, for the host's attendance", async () => {
    for (const name of ['hal', 'ivy', 'jon', 'kim']) {
      const checkout = (await member(name).post(`/api/rounds/${round}/my-group/checkout`)).body;
      await member(name).post(`/api/payments/${checkout.paymentId}/test-payment`);
      expect((await member(name).post(`/api/rounds/${round}/my-group/join`)).status).toBe(200);
    }
    expect((await member('hal').get(`/api/rounds/${round}/my-group`)).body.myCheckInCode).toBeNull();
    const { reviewClosesAt } = (await host().get(`/api/rounds/formats/${format}/groups`)).body;
    clock.set(new Date(new Date(reviewClosesAt).getTime() + 1000));
    await runDue('rounds.schedule', `rounds.close-review.${round}`);

    const code = (await member('hal').get(`/api/rounds/${round}/my-group`)).body.myCheckInCode as string;
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    const scanned = (await host().post(`/api/rounds/${round}/check-in`, { code })).body;
    const listed = groupOf(scanned, 'hal') as unknown as {
      status: string;
      members: { firstName: string; checkedIn: boolean; checkInCode: string | null }[];
    };
    expect(listed.status).toBe('confirmed');
    expect(listed.members.find((m) => m.firstName === 'hal')).toMatchObject({ checkedIn: true });
    // By the list: the host taps Ivy, whose code the list carries; typed in lower case works too.
    const ivy = listed.members.find((m) => m.firstName === 'ivy')!;
    await host().post(`/api/rounds/${round}/check-in`, { code: ivy.checkInCode!.toLowerCase() });
    expect(listed.members.find((m) => m.firstName === 'gia')!.checkInCode).toBeNull();

    const wrong = await host().post(`/api/rounds/${round}/check-in`, { code: 'NOTACODE22' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('This code is not for this event.');
    expect((await member('hal').post(`/api/rounds/${round}/check-in`, { code })).status).toBe(403);
    const { counts } = (await host().get(`/api/event-format/${format}`)).body;
    expect(counts).toMatchObject({ confirmed: 6, attendanceRate: 100 });
  });

  it("keeps each attendee's meet-again answers private, from attendees about attendees only", async () => {
    const answer = (from: string, answers: { to: string; again: boolean }[]) =>
      member(from).put(`/api/rounds/${round}/my-group/meet-again`, {
        answers: answers.map(({ to, again }) => ({ profileId: person(to).profileId, again })),
      });
    const saved = await answer('hal', [{ to: 'ivy', again: true }]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ answered: 1 });
    expect((await answer('ivy', [{ to: 'hal', again: true }])).body).toEqual({ answered: 1 });
    // Jon was not checked in: he cannot answer, and nobody answers about him.
    const absent = await answer('jon', [{ to: 'hal', again: true }]);
    expect(absent.status).toBe(422);
    expect(absent.body.message).toBe('Only members checked in at the event answer this.');
    expect((await answer('hal', [{ to: 'jon', again: false }])).status).toBe(404);
    expect((await answer('hal', [{ to: 'ana', again: true }])).status).toBe(404);
    const bad = await member('hal').put(`/api/rounds/${round}/my-group/meet-again`, { answers: [{ profileId: 'x' }] });
    expect(bad.status).toBe(400);
    const { rows } = await db.query<{ mutual: string }>(
      `select count(*)::text as mutual from matching_rounds.meet_again a join matching_rounds.meet_again b
         on a.group_id = b.group_id and a.from_member_id = b.to_member_id and a.to_member_id = b.from_member_id
        where a.again and b.again and a.from_member_id < a.to_member_id and a.round_id = $1`,
      [round],
    );
    expect(rows[0]!.mutual).toBe('1');
    // The next formation weighs that pair more.
    const ids = ['hal', 'ivy', 'jon'].map((name) => person(name).userId);
    const mutual = await RequestContext.create(harness.app.get(MikroORM).em, () =>
      harness.app.get(MeetAgainAnswers).mutualAmong(ids),
    );
    expect(mutual).toEqual(new Set([pairKey(person('hal').userId, person('ivy').userId)]));
    // Nothing anyone reads says who answered what.
    const group = JSON.stringify((await member('hal').get(`/api/rounds/${round}/my-group`)).body);
    const hosted = JSON.stringify((await host().get(`/api/rounds/formats/${format}/groups`)).body);
    for (const text of [group, hosted]) expect(text).not.toMatch(/again/i);
  });

  it('never shows the host or a member who picked whom', () => {
    expect(pickLeaks(log.seen, made)).toEqual([]);
    expect(log.seen.length).toBeGreaterThan(20);
  });
});
