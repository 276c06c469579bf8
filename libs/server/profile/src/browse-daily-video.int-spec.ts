import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { signIn } from '@ember/identity/testing';
import { aVideo, uploadReadyVideo, waitUntilProcessed } from '@ember/media/testing';
import { JobProducer } from '@ember/platform';
import { type TestApp, TestBrowser } from '@ember/platform/testing';
import { aBrowseMember, seedBrowseMembers } from './testing/browse-members.js';
import { startProfileTestApp } from './testing/profile-test-app.js';

// Every listed member has a fun and a useful video, so "with a video" would keep everyone: the
// browse filter keeps those who also answered a daily prompt. Its edges: the two everyone needs
// do not count, a daily answer alone does not list anyone, one still transcoding does not count
// yet, and one deleted drops the member from the filtered list, not from the list.
jest.setTimeout(180_000);

let harness: TestApp;
let db: pg.Pool;
let fixtures: string;
let viewer: TestBrowser;
const twoVideos = aBrowseMember({ firstName: 'Two', age: 44, sex: 'male' });
const threeVideos = aBrowseMember({ firstName: 'Three', age: 44, sex: 'male', dailyVideo: true });
const dailyOnly = aBrowseMember({ firstName: 'Daily', age: 44, sex: 'male', usefulVideo: false, dailyVideo: true });

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'ember-daily-video-test-'));
  harness = await startProfileTestApp({ MEMBERS_VISIBLE_FROM: '2020-01-01' }, ['media.image', 'media.video']);
  db = new pg.Pool({ connectionString: harness.database.url, max: 2 });
  await seedBrowseMembers(db, [twoVideos, threeVideos, dailyOnly]);
  viewer = await aMember('viewer@example.com', 'Vera', 31, 'female');
});

afterAll(async () => {
  await db?.end();
  await harness?.close();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

async function aMember(email: string, firstName: string, age: number, sex: string): Promise<TestBrowser> {
  const browser = new TestBrowser(harness.http);
  await signIn(browser, harness.smtp, email);
  const profile = {
    FirstName: firstName,
    Age: age,
    UserSex: sex,
    Location: 'CA:ON:Toronto',
    NewLocation: '',
    ActivityPreferences: ['topic-conversations'],
    Neighborhoods: ['downtown'],
    CanHost: false,
    AvailableTimeSlots: [{ dayOfWeek: 6, hour: 9 }],
    Interests: [
      {
        name: 'Board Games',
        lookingFor: 'people who like a slow strategy game and a chat',
        contribute: 'I bring a shelf of games and teach the rules patiently',
      },
    ],
  };
  await browser.post('/api/profiles').field('ProfileJson', JSON.stringify(profile)).expect(201);
  return browser;
}

/** First names on the list of men in their early forties in Toronto, with or without the filter. */
async function listed(dailyVideo: boolean): Promise<string[]> {
  const query = `location=CA:ON:Toronto&age=early-40s&sex=male&limit=48${dailyVideo ? '&dailyVideo=true' : ''}`;
  const response = await viewer.get(`/api/profiles/all?${query}`).expect(200);
  expect(response.body.nextCursor).toBeNull();
  return (response.body.profiles as { firstName: string }[]).map((card) => card.firstName).sort();
}

it('keeps those who answered a daily prompt, and follows their daily video from upload to deletion', async () => {
  expect(await listed(false)).toEqual(['Three', 'Two']);
  expect(await listed(true)).toEqual(['Three']);
  expect((await viewer.get('/api/profiles/all?location=CA:ON:Toronto&dailyVideo=false').expect(200)).body).toEqual(
    (await viewer.get('/api/profiles/all?location=CA:ON:Toronto').expect(200)).body,
  );

  const kai = await aMember('kai@example.com', 'Kai', 42, 'male');
  const clip = await readFile(await aVideo(join(fixtures, 'clip.webm'), { seconds: 1, container: 'webm' }));
  await uploadReadyVideo(kai, clip, { id: 'dad_joke', type: 'fun' });
  await uploadReadyVideo(kai, clip, { id: 'travel_advice', type: 'useful' });
  expect(await listed(false)).toEqual(['Kai', 'Three', 'Two']);
  expect(await listed(true)).toEqual(['Three']);

  // An answer still waiting for its transcode does not count yet (the transcodes are held meanwhile).
  const transcodes = harness.app.get(JobProducer).queue('media.video');
  await transcodes.pause();
  const upload = await kai
    .post('/api/videos/upload')
    .field('location', 'CA:ON:Toronto')
    .field('promptId', 'scientific_fact')
    .field('promptType', 'daily')
    .attach('video', clip, { filename: 'clip.webm', contentType: 'video/webm' })
    .expect(201);
  expect(await listed(true)).toEqual(['Three']);
  await transcodes.resume();
  const daily = upload.body.id as string;
  expect((await waitUntilProcessed(kai, `/api/videos/${daily}`))['status']).toBe('ready');
  expect(await listed(true)).toEqual(['Kai', 'Three']);

  await kai.post('/api/videos/delete', { videoId: daily, location: 'CA:ON:Toronto' }).expect(204);
  expect(await listed(true)).toEqual(['Three']);
  expect(await listed(false)).toEqual(['Kai', 'Three', 'Two']);
});
