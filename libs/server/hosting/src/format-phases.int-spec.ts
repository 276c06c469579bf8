import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock } from '@ember/kernel';
import { mediaContext } from '@ember/media';
import { JobProducer } from '@ember/platform';
import { type ReceivedMail, type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { profileContext } from '@ember/profile';
import { aBrowseMember, seedBrowseMembers } from '@ember/profile/testing';
import { CloseInterestUseCase } from './application/close-interest.use-case.js';
import { SweepFormatsUseCase } from './application/sweep-formats.use-case.js';
import { HostingModule } from './hosting.module.js';
import { HostingWorkerModule } from './hosting-worker.module.js';
import { hostingContext } from './hosting.context.js';
import { aFormatDraft } from './testing/format-builders.js';

// The end of interest runs on the worker as a delayed job per format and phase (hosting.lifecycle
// here in-process, real Redis). Time is moved by hand; a due job is promoted rather than waited
// for, and its handler reads the moved clock.
let harness: TestApp;
let db: pg.Pool;
let maya: TestBrowser;
const members: { browser: TestBrowser; email: string }[] = [];
const clock = new FixedClock(new Date());
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, HostingModule, HostingWorkerModule],
    contexts: [identityContext, mediaContext, profileContext, hostingContext],
    queues: ['hosting.lifecycle'],
    env: { MEMBERS_VISIBLE_FROM: '2020-02-14', SESSION_IDLE_DAYS: '90' },
    clock,
  });
  db = new pg.Pool({ connectionString: harness.database.url, max: 1 });
  maya = new TestBrowser(harness.http);
  await signIn(maya, harness.smtp, 'maya@example.com');
  const seeds = [];
  for (const name of ['ana', 'ben', 'cai', 'dee']) {
    const browser = new TestBrowser(harness.http);
    const email = `${name}@example.com`;
    await signIn(browser, harness.smtp, email);
    const { userId } = (await browser.get('/api/auth/me').expect(200)).body;
    seeds.push(aBrowseMember({ userId, firstName: name }));
    members.push({ browser, email });
  }
  await seedBrowseMembers(db, seeds, clock.now());
});

afterAll(async () => {
  await db?.end();
  await harness?.close();
});

async function published(overrides: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const { id } = (await maya.post('/api/event-format/draft', aFormatDraft(overrides, clock.now())).expect(201)).body;
  return (await maya.post(`/api/event-format/${id}/publish`).expect(200)).body;
}

const queue = () => harness.app.get(JobProducer).queue('hosting.lifecycle');
const job = (phase: string, formatId: string) => queue().getJob(`hosting.${phase}.${formatId}`);

/** Runs a delayed phase job now, as the worker would at its time, and waits until it is done. */
async function runDue(phase: string, formatId: string): Promise<void> {
  const delayed = await job(phase, formatId);
  expect(delayed).toBeTruthy();
  await delayed!.promote();
  const deadline = Date.now() + 15_000;
  while ((await delayed!.getState()) !== 'completed') {
    if (Date.now() > deadline) throw new Error(`${phase} of ${formatId} is ${await delayed!.getState()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The next mail to the address with this subject; others on the way are passed over. */
function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  return harness.smtp.waitForSubject(to, subject);
}

const registered = (slug: string, member: TestBrowser) => member.put(`/api/event-format/public/${slug}/interest`);

describe('the interest phase as a job', () => {
  it('is scheduled at publishing and moves when the host edits its length, until it has passed', async () => {
    const start = clock.now().getTime();
    const { id } = await published({ timeline: { interestCollection: 7 } });
    const scheduled = await job('close-interest', id);
    expect(await scheduled?.getState()).toBe('delayed');
    expect(scheduled?.data.dueAt).toBe(new Date(start + 7 * day).toISOString());

    await maya.put(`/api/event-format/${id}`, { timeline: { interestCollection: 10 } }).expect(200);
    const moved = await job('close-interest', id);
    expect(moved?.data.dueAt).toBe(new Date(start + 10 * day).toISOString());
    expect(await moved?.getState()).toBe('delayed');

    clock.set(new Date(start + 5 * day));
    const past = await maya.put(`/api/event-format/${id}`, { timeline: { interestCollection: 4 } }).expect(409);
    expect(past.body).toMatchObject({
      code: 'hosting.phase-passed',
      message: 'Interest collection would end in the past; choose a longer interest period.',
    });
    clock.set(new Date(start + 11 * day));
    const ended = await maya.put(`/api/event-format/${id}`, { timeline: { interestCollection: 14 } }).expect(409);
    expect(ended.body.message).toBe('Interest collection has ended, so its length can no longer be changed.');
    // Other changes to the format still save.
    await maya.put(`/api/event-format/${id}`, { description: 'Clay, wheels and a pint after.' }).expect(200);
    clock.set(new Date(start));
  });

  it('closes interest with enough people: the host is told and registering ends', async () => {
    const start = clock.now().getTime();
    const { id, slug } = await published({ format: 'Enough people', capacity: { minParticipants: 4 } });
    for (const member of members) await registered(slug, member.browser).expect(200);
    clock.set(new Date(start + 7 * day + 1000));
    await runDue('close-interest', id);
    const mail = await mailTo('maya@example.com', 'Interest in “Enough people” has closed');
    expect(mail.text).toContain('4 people registered interest');
    const format = (await maya.get(`/api/event-format/${id}`).expect(200)).body;
    expect(format).toMatchObject({ status: 'active', counts: { interested: 4 } });
    await members[0]!.browser.delete(`/api/event-format/public/${slug}/interest`).expect(409);
    clock.set(new Date(start));
  });

  it('extends once for too little interest, then calls the format off and tells everyone', async () => {
    const start = clock.now().getTime();
    const { id, slug } = await published({ format: 'Too few', capacity: { minParticipants: 4 } });
    await registered(slug, members[0]!.browser).expect(200);
    await registered(slug, members[1]!.browser).expect(200);

    clock.set(new Date(start + 7 * day + 1000));
    await runDue('close-interest', id);
    const extended = await mailTo('maya@example.com', 'We extended interest in “Too few”');
    expect(extended.text).toContain('Only 2 people registered interest');
    const { timeline } = (await maya.get(`/api/event-format/${id}`).expect(200)).body;
    const { timeline: shown } = (await maya.get(`/api/event-format/public/${slug}`).expect(200)).body;
    expect(timeline.interestClosesOn).toBe(shown.interestClosesOn);
    expect(new Date(`${timeline.interestClosesOn}T12:00:00Z`).getTime()).toBeGreaterThan(start + 13 * day);
    const extension = await job('close-extended-interest', id);
    expect(extension?.data.dueAt).toBe(new Date(start + 14 * day).toISOString());
    // The extension collects interest too.
    await registered(slug, members[2]!.browser).expect(200);

    clock.set(new Date(start + 14 * day + 1000));
    await runDue('close-extended-interest', id);
    await mailTo('maya@example.com', '“Too few” is cancelled');
    for (const member of members.slice(0, 3)) {
      const told = await mailTo(member.email, '“Too few” is cancelled');
      expect(told.text).toContain('Too few people registered, so it will not take place.');
    }
    const format = (await maya.get(`/api/event-format/${id}`).expect(200)).body;
    expect(format.status).toBe('archived');
    const activity = (await maya.get('/api/hosts/me/activity?limit=50').expect(200)).body.activities;
    expect(activity).toContainEqual(expect.objectContaining({ type: 'cancellation', formatId: id }));
    clock.set(new Date(start));
  });

  it('acts once when two workers run the same end of interest at the same time', async () => {
    const start = clock.now().getTime();
    const { id } = await published({ format: 'Run twice', capacity: { minParticipants: 4 } });
    clock.set(new Date(start + 7 * day + 1000));
    const orm = harness.app.get(MikroORM);
    const run = () =>
      RequestContext.create(orm.em, () => harness.app.get(CloseInterestUseCase).execute(id)) as Promise<string>;
    const outcomes = await Promise.all([run(), run(), run()]);
    expect(outcomes.filter((outcome) => outcome === 'extended')).toHaveLength(1);
    // The others lost the compare-and-set, or read the format after it was extended.
    for (const other of outcomes.filter((outcome) => outcome !== 'extended'))
      expect(['settled', 'not-due']).toContain(other);
    await mailTo('maya@example.com', 'We extended interest in “Run twice”');
    // The job itself, delivered again, finds the phase done.
    expect(await RequestContext.create(orm.em, () => harness.app.get(CloseInterestUseCase).execute(id))).toBe(
      'not-due',
    );
    await harness.settled();
    expect(harness.smtp.received.filter((mail) => mail.subject === 'We extended interest in “Run twice”')).toEqual([]);
    clock.set(new Date(start));
  });

  it('sweeps lost jobs back: a future end is scheduled again, a past one runs at once', async () => {
    const start = clock.now().getTime();
    const later = await published({ format: 'Lost job later' });
    const due = await published({ format: 'Lost job due', capacity: { minParticipants: 4 } });
    for (const { id } of [later, due]) await queue().remove(`hosting.close-interest.${id}`);
    expect(await job('close-interest', later.id)).toBeUndefined();
    const orm = harness.app.get(MikroORM);
    clock.set(new Date(start + 3 * day));
    await RequestContext.create(orm.em, () => harness.app.get(SweepFormatsUseCase).execute());
    expect((await job('close-interest', later.id))?.data.dueAt).toBe(new Date(start + 7 * day).toISOString());
    clock.set(new Date(start + 7 * day + 1000));
    await queue().remove(`hosting.close-interest.${due.id}`);
    await RequestContext.create(orm.em, () => harness.app.get(SweepFormatsUseCase).execute());
    // Its time is past (a real clock would run it at once): the end of interest is settled.
    await runDue('close-interest', due.id);
    await mailTo('maya@example.com', 'We extended interest in “Lost job due”');
    clock.set(new Date(start));
  });

  it('opens the selection when interest closes, and the sweep asks again for one that was lost', async () => {
    const start = clock.now().getTime();
    const { id, slug } = await published({ format: 'Selection next', capacity: { minParticipants: 4 } });
    for (const member of members) await registered(slug, member.browser).expect(200);
    clock.set(new Date(start + 7 * day + 1000));
    await runDue('close-interest', id);
    const rounds = harness.app.get(JobProducer).queue('rounds.schedule');
    const opening = await rounds.getJob(`rounds.open-format-round.${id}`);
    expect(opening?.data).toMatchObject({ formatId: id });
    await rounds.remove(`rounds.open-format-round.${id}`);
    const orm = harness.app.get(MikroORM);
    await RequestContext.create(orm.em, () => harness.app.get(SweepFormatsUseCase).execute());
    expect((await rounds.getJob(`rounds.open-format-round.${id}`))?.data).toMatchObject({ formatId: id });
    clock.set(new Date(start));
  });

  it('shows the host no picks', async () => {
    const formats = (await maya.get('/api/event-format/my-formats?status=all').expect(200)).body;
    expect(JSON.stringify(formats)).not.toMatch(/pick|romance/i);
  });
});
