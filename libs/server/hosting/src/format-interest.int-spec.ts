import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock } from '@ember/kernel';
import { mediaContext } from '@ember/media';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { profileContext } from '@ember/profile';
import { aBrowseMember, seedBrowseMembers } from '@ember/profile/testing';
import { HostingModule } from './hosting.module.js';
import { hostingContext } from './hosting.context.js';
import { aFormatDraft } from './testing/format-builders.js';

// Members register and withdraw interest on an active format's page; the host's count and
// activity follow. Only members others can see may register, and only while interest is collected
// (time moved by hand past the interest period).
let harness: TestApp;
let db: pg.Pool;
let maya: TestBrowser;
let ana: TestBrowser;
let ben: TestBrowser;
let cai: TestBrowser;
let visitor: TestBrowser;
const others: TestBrowser[] = [];
let slug: string;
let formatId: string;
const clock = new FixedClock(new Date());
const day = 24 * 3600 * 1000;

async function signedIn(email: string): Promise<[TestBrowser, string]> {
  const browser = new TestBrowser(harness.http);
  await signIn(browser, harness.smtp, email);
  return [browser, (await browser.get('/api/auth/me').expect(200)).body.userId];
}

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, HostingModule],
    contexts: [identityContext, mediaContext, profileContext, hostingContext],
    env: { MEMBERS_VISIBLE_FROM: '2020-02-14', SESSION_IDLE_DAYS: '60' },
    clock,
  });
  db = new pg.Pool({ connectionString: harness.database.url, max: 1 });
  [maya] = await signedIn('maya@example.com');
  const [anaBrowser, anaId] = await signedIn('ana@example.com');
  [ben] = await signedIn('ben@example.com');
  const [caiBrowser, caiId] = await signedIn('cai@example.com');
  [ana, cai] = [anaBrowser, caiBrowser];
  const more = [];
  for (const name of ['Dee', 'Eli', 'Fay']) {
    const [browser, id] = await signedIn(`${name.toLowerCase()}@example.com`);
    others.push(browser);
    more.push(aBrowseMember({ userId: id, firstName: name }));
  }
  await seedBrowseMembers(
    db,
    [
      aBrowseMember({ userId: anaId, firstName: 'Ana' }),
      aBrowseMember({ userId: caiId, firstName: 'Cai', sex: 'male', usefulVideo: false }),
      ...more,
    ],
    clock.now(),
  );
  visitor = await new TestBrowser(harness.http).open();
  formatId = (await maya.post('/api/event-format/draft', aFormatDraft({}, clock.now())).expect(201)).body.id;
  slug = (await maya.post(`/api/event-format/${formatId}/publish`).expect(200)).body.slug;
});

afterAll(async () => {
  await db?.end();
  await harness?.close();
});

const interest = (slug_: string) => `/api/event-format/public/${slug_}/interest`;

async function hostCounts() {
  return (await maya.get(`/api/event-format/${formatId}`).expect(200)).body;
}

describe('interest in a published format', () => {
  it('shows a member with a visible profile that they may register', async () => {
    const closesAt = new Date(clock.now().getTime() + 7 * day).toISOString();
    expect((await ana.get(interest(slug)).expect(200)).body).toEqual({
      interested: false,
      open: true,
      closesAt,
      isHost: false,
      missing: [],
      missingMessage: null,
    });
  });

  it('registers once, however often asked, and the host sees the count and the activity', async () => {
    expect((await ana.put(interest(slug)).expect(200)).body).toMatchObject({ interested: true, open: true });
    await ana.put(interest(slug)).expect(200);
    const format = await hostCounts();
    expect(format.counts.interested).toBe(1);
    expect(format.participants).toEqual([expect.objectContaining({ name: 'Ana', status: 'pending' })]);
    const activity = (await maya.get('/api/hosts/me/activity').expect(200)).body;
    const interests = activity.activities.filter((item: { type: string }) => item.type === 'interest');
    expect(interests).toHaveLength(1);
    expect(interests[0]).toMatchObject({ formatId, message: expect.stringContaining('Ana') });
    expect((await maya.get('/api/hosts/me/dashboard').expect(200)).body.activeInterest).toBe(1);
  });

  it('withdraws, and registering again counts anew', async () => {
    expect((await ana.delete(interest(slug)).expect(200)).body).toMatchObject({ interested: false });
    await ana.delete(interest(slug)).expect(200);
    expect((await hostCounts()).counts.interested).toBe(0);
    await ana.put(interest(slug)).expect(200);
    expect((await hostCounts()).counts.interested).toBe(1);
  });

  it('tells a member without a profile to create one', async () => {
    const refused = await ben.put(interest(slug)).expect(422);
    expect(refused.body).toMatchObject({
      code: 'hosting.profile-not-ready',
      message: 'Create your member profile to register interest.',
      details: { missing: ['profile'] },
    });
    expect((await ben.get(interest(slug)).expect(200)).body).toMatchObject({
      interested: false,
      missing: ['profile'],
      missingMessage: 'Create your member profile to register interest.',
    });
  });

  it('tells a member others cannot see yet which video is missing', async () => {
    const refused = await cai.put(interest(slug)).expect(422);
    expect(refused.body).toMatchObject({
      message:
        'Others need to see you before you can register interest: add a video answering a useful prompt to your profile.',
      details: { missing: ['useful-video'] },
    });
    expect((await hostCounts()).counts.interested).toBe(1);
  });

  it('keeps the host out of their own pool', async () => {
    const refused = await maya.put(interest(slug)).expect(409);
    expect(refused.body.message).toBe('You host this format, so you cannot register interest in it.');
    expect((await maya.get(interest(slug)).expect(200)).body.isHost).toBe(true);
  });

  it('answers 404 for a format that is not active and 401 without a session', async () => {
    await ana.put(interest('no-such-format')).expect(404);
    await ana.put(interest('Not A Slug!')).expect(404);
    await visitor.put(interest(slug)).expect(401);
    await visitor.get(interest(slug)).expect(401);
  });

  it('tells the host once when interest reaches the minimum group size', async () => {
    for (const browser of others) await browser.put(interest(slug)).expect(200);
    expect((await hostCounts()).counts.interested).toBe(4);
    const mail = await harness.smtp.waitForSubject(
      'maya@example.com',
      '“Pottery and pints” has enough people for a group',
    );
    expect(mail.text).toContain('4 people registered interest');
    await others[0]!.delete(interest(slug)).expect(200);
    await others[0]!.put(interest(slug)).expect(200);
    await harness.settled();
    expect(harness.smtp.received.filter((received) => received.subject?.includes('enough people'))).toEqual([]);
  });

  it('shows the host no picks', async () => {
    const bodies = [
      await hostCounts(),
      (await maya.get('/api/hosts/me/activity').expect(200)).body,
      (await maya.get('/api/hosts/me/dashboard').expect(200)).body,
    ];
    for (const body of bodies) expect(JSON.stringify(body)).not.toMatch(/pick|level|romance/i);
  });

  it('closes registering and withdrawing when the interest period ends', async () => {
    clock.advance(7 * day);
    expect((await ana.get(interest(slug)).expect(200)).body).toMatchObject({ interested: true, open: false });
    const closed = await ana.delete(interest(slug)).expect(409);
    expect(closed.body).toMatchObject({
      code: 'hosting.interest-closed',
      message: 'Interest in this format has closed.',
    });
    await cai.put(interest(slug)).expect(409);
    expect((await hostCounts()).counts.interested).toBe(4);
  });
});
