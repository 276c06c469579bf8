import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { signIn } from '@ember/identity/testing';
import { seedReadyMedia } from '@ember/media/testing';
import { type TestApp, TestBrowser } from '@ember/platform/testing';
import { MemberVisibility } from './application/member-visibility.js';
import { type BrowseMemberSeed, aBrowseMember, seedBrowseMembers } from './testing/browse-members.js';
import { startProfileTestApp } from './testing/profile-test-app.js';

jest.setTimeout(60_000);

let harness: TestApp;
let db: pg.Pool;
let visibility: MemberVisibility;
let viewer: TestBrowser;
let viewerId: string;

/** A member who can sign in, with a profile as browse sees it (discoverable unless told otherwise). */
async function aMember(email: string, overrides: Partial<BrowseMemberSeed> = {}) {
  const browser = new TestBrowser(harness.http);
  await signIn(browser, harness.smtp, email);
  const userId = (await browser.get('/api/auth/me').expect(200)).body.userId as string;
  const seed = aBrowseMember({ userId, ...overrides });
  await seedBrowseMembers(db, [seed]);
  return { browser, userId, profileId: seed.profileId, seed };
}

beforeAll(async () => {
  harness = await startProfileTestApp({ MEMBERS_VISIBLE_FROM: '2020-01-01' });
  visibility = harness.app.get(MemberVisibility);
  db = new pg.Pool({ connectionString: harness.database.url, max: 2 });
  const member = await aMember('viewer@example.com', { funVideo: false, usefulVideo: false });
  viewer = member.browser;
  viewerId = member.userId;
});

afterAll(async () => {
  await db?.end();
  await harness?.close();
});

describe('GET /profiles/{profileId}', () => {
  it('shows a discoverable member: what others may see and nothing private', async () => {
    const target = await aMember('kim@example.com', {
      firstName: 'Kim',
      age: 33,
      sex: 'male',
      interests: [
        { name: 'Board Games', complete: true },
        { name: 'Pottery', complete: false },
      ],
    });
    await target.browser
      .post('/api/users/updateUserProperty', {
        changes: [
          { field: 'bucketList', value: ['Swim in a glacier lake', 'Learn the tango'] },
          { field: 'relationshipStatus', value: 'open' },
        ],
      })
      .expect(200);

    const response = await viewer.get(`/api/profiles/${target.profileId}`).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toEqual({
      id: target.profileId,
      firstName: 'Kim',
      ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
      sex: 'male',
      location: 'CA:ON:Toronto',
      newLocation: null,
      relationshipStatus: 'open',
      photoUrl: `/api/media/${target.seed.photo!}/photo.jpg`,
      bucketList: ['Swim in a glacier lake', 'Learn the tango'],
      interests: [
        {
          name: 'Board Games',
          lookingFor: expect.any(String),
          contribute: expect.any(String),
        },
      ],
      // The viewer has no video of their own, so sees nobody's (spec 1 §6).
      videos: [],
      isOwn: false,
      demo: false,
    });
    expect(JSON.stringify(response.body)).not.toContain('"age":');
  });

  it('shows videos to a viewer who has one', async () => {
    const target = await aMember('lee@example.com', { firstName: 'Lee' });
    const withVideo = await aMember('vid@example.com', { funVideo: false, usefulVideo: false });
    expect((await withVideo.browser.get(`/api/profiles/${target.profileId}`).expect(200)).body.videos).toEqual([]);
    await seedReadyMedia(db, [{ ownerId: withVideo.userId, kind: 'video', prompt: { id: 'dad_joke', type: 'fun' } }]);
    const videos = (await withVideo.browser.get(`/api/profiles/${target.profileId}`).expect(200)).body.videos;
    expect(videos.map((video: { promptType: string }) => video.promptType).sort()).toEqual(['fun', 'useful']);
  });

  it('answers the same not-found for the unknown, the undiscoverable, the suspended and the blocked', async () => {
    const noUseful = await aMember('nouseful@example.com', { usefulVideo: false });
    const noInterest = await aMember('nointerest@example.com', { interests: [{ name: 'Chess', complete: false }] });
    const suspended = await aMember('suspended@example.com', { suspended: true });
    const blockedByViewer = await aMember('blocked@example.com');
    const blockedViewer = await aMember('blocker@example.com');
    await visibility.block(viewerId, blockedByViewer.userId);
    await visibility.block(blockedViewer.userId, viewerId);

    const ids = [
      noUseful.profileId,
      noInterest.profileId,
      suspended.profileId,
      blockedByViewer.profileId,
      blockedViewer.profileId,
      '0194f3b2-7c1d-7000-8000-000000000000',
      'not-an-id',
    ];
    for (const id of ids) {
      const response = await viewer.get(`/api/profiles/${encodeURIComponent(id)}`).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'profile.unavailable',
        message: 'We couldn’t find this profile.',
      });
    }

    // Unblocked, the member is there again.
    await visibility.unblock(viewerId, blockedByViewer.userId);
    await viewer.get(`/api/profiles/${blockedByViewer.profileId}`).expect(200);
  });

  it('always shows members their own profile, incomplete interests included', async () => {
    const own = await aMember('own@example.com', {
      usefulVideo: false,
      interests: [{ name: 'Chess', complete: false }],
    });
    const body = (await own.browser.get(`/api/profiles/${own.profileId}`).expect(200)).body;
    expect(body.isOwn).toBe(true);
    expect(body.interests.map((interest: { name: string }) => interest.name)).toEqual(['Chess']);
  });

  it('needs a session', async () => {
    const target = await aMember('anon-target@example.com');
    await new TestBrowser(harness.http).get(`/api/profiles/${target.profileId}`).expect(401);
  });
});
