import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { HostingModule, hostingContext } from '@ember/hosting';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock } from '@ember/kernel';
import { mediaContext } from '@ember/media';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { profileContext } from '@ember/profile';
import { seedDemoFormatWithMembers } from '../src/demo-format.seed.js';

// `npm start` seeds one active format with interested members, dated from today: its host signs
// in and sees them; a second start changes nothing.
let harness: TestApp;
const clock = new FixedClock(new Date());

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, HostingModule],
    contexts: [identityContext, mediaContext, profileContext, hostingContext],
    clock,
  });
});

afterAll(async () => {
  await harness?.close();
});

const seed = () => seedDemoFormatWithMembers(harness.app.get(MikroORM).em.fork(), clock);

it('seeds an active format with twelve interested members once, and its host sees them', async () => {
  expect(await seed()).toBe('one active format, 12 interested');
  expect(await seed()).toBe('kept');

  const maya = new TestBrowser(harness.http);
  await signIn(maya, harness.smtp, 'demo-format-host@ember.local');
  const [listed, ...others] = (await maya.get('/api/event-format/my-formats').expect(200)).body.formats;
  expect(others).toEqual([]);
  expect(listed).toMatchObject({ status: 'active', counts: { interested: 12 } });
  const format = (await maya.get(`/api/event-format/${listed.id}`).expect(200)).body;
  expect(format.participants.map((participant: { name: string }) => participant.name)).toHaveLength(12);
  // Interest has days left, and every possible date is after the interest and selection periods.
  const closesAt = new Date(format.publishedAt).getTime() + 7 * 24 * 3600 * 1000;
  expect(closesAt).toBeGreaterThan(clock.now().getTime());
  expect(format.possibleDates.every(({ date }: { date: string }) => date > format.timeline.interestClosesOn)).toBe(
    true,
  );
  const activity = (await maya.get('/api/hosts/me/activity?limit=50').expect(200)).body.activities;
  expect(activity.filter((item: { type: string }) => item.type === 'interest')).toHaveLength(12);
  await new TestBrowser(harness.http).get(`/api/event-format/public/${format.slug}`).expect(200);

  // A member of the demo can sign in and finds their interest registered.
  const ana = new TestBrowser(harness.http);
  await signIn(ana, harness.smtp, 'demo-format-01@ember.local');
  expect((await ana.get(`/api/event-format/public/${format.slug}/interest`).expect(200)).body.interested).toBe(true);
});
