import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { signIn } from '@ember/identity/testing';
import { aMediaToken, aVideo, seedReadyMedia, uploadReadyVideo } from '@ember/media/testing';
import { ageFilterOptions } from '@ember/member-rules';
import { type TestApp, TestBrowser } from '@ember/platform/testing';
import { MemberVisibility } from './application/member-visibility.js';
import { browseLocationKey } from './domain/browse-location.js';
import { startPointOf } from './domain/browse-order.js';
import { browsePageSql } from './infrastructure/browse-page.sql.js';
import { type BrowseMemberSeed, aBrowseMember, isDiscoverable, seedBrowseMembers } from './testing/browse-members.js';
import { startProfileTestApp } from './testing/profile-test-app.js';

// Ten thousand members, a few hundred pages walked, two videos transcoded.
jest.setTimeout(180_000);

let harness: TestApp;
let db: pg.Pool;
let fixtures: string;
let viewer: TestBrowser;
let viewerId: string;
let visibility: MemberVisibility;
const seeded: BrowseMemberSeed[] = [];

/** Deterministic variety: the same population every run. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hoods = ['downtown', 'midtown', 'east-end', 'west-end', 'uptown', 'etobicoke', 'scarborough', 'anywhere'];
const topics = ['Board Games', 'Dance', 'Photography', 'Travel', 'board games'];

function population(): BrowseMemberSeed[] {
  const random = randomFrom(19);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const places: [string, string | null, number][] = [
    ['CA:ON:Toronto', null, 8000],
    ['CA:BC:Vancouver', null, 1500],
    ['other', 'Kelowna', 250],
    ['other', 'Halifax', 250],
  ];
  return places.flatMap(([location, newLocation, count]) =>
    Array.from({ length: count }, (_, n) =>
      aBrowseMember({
        firstName: `M${n}`,
        // Every age from 20 to 100 appears, the filters' edges included.
        age: 20 + (n % 81),
        sex: random() < 0.5 ? 'female' : 'male',
        location,
        newLocation,
        neighborhoods: [...new Set([pick(hoods), ...(random() < 0.3 ? [pick(hoods)] : [])])],
        interests: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          name: pick(topics),
          complete: random() < 0.85,
        })),
        funVideo: random() < 0.9,
        usefulVideo: random() < 0.9,
        dailyVideo: random() < 0.2,
        photo: random() < 0.7 ? aMediaToken() : null,
        suspended: random() < 0.02,
        waitedTier: random() < 0.8 ? 0 : Math.floor(random() * 4),
      }),
    ),
  );
}

interface Card {
  id: string;
  firstName: string;
  ageBand: { min: number; max: number } | null;
  sex: string;
  photoUrl: string | null;
  interests: string[];
  isOwn: boolean;
  demo: boolean;
}

/** Every page of a list, as the web walks it; checks each page's size in passing. */
async function walk(browser: TestBrowser, query: Record<string, string>): Promise<{ cards: Card[]; pages: number }> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const response = await browser.get(`/api/profiles/all?${params}`).expect(200);
    expect(Buffer.byteLength(response.text)).toBeLessThan(60_000);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const body = response.body as { profiles: Card[]; nextCursor: string | null };
    expect(body.profiles.length).toBeLessThanOrEqual(Number(query['limit'] ?? 24));
    if (body.nextCursor) expect(body.profiles).toHaveLength(Number(query['limit'] ?? 24));
    cards.push(...body.profiles);
    cursor = body.nextCursor;
    pages++;
  } while (cursor);
  return { cards, pages };
}

const byProfile = new Map<string, BrowseMemberSeed>();
const inToronto = (member: BrowseMemberSeed) => member.location === 'CA:ON:Toronto';

function expectExactly(cards: readonly Card[], expected: readonly BrowseMemberSeed[]) {
  const ids = cards.map((card) => card.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(expected.map((member) => member.profileId).sort());
}

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'ember-browse-test-'));
  harness = await startProfileTestApp({ MEMBERS_VISIBLE_FROM: '2020-01-01' }, ['media.image', 'media.video']);
  visibility = harness.app.get(MemberVisibility);
  db = new pg.Pool({ connectionString: harness.database.url, max: 2 });
  seeded.push(...population());
  for (const member of seeded) byProfile.set(member.profileId, member);
  await seedBrowseMembers(db, seeded);
  await db.query('analyze profile.browse_entries');

  viewer = new TestBrowser(harness.http);
  await signIn(viewer, harness.smtp, 'viewer@example.com');
  viewerId = (await viewer.get('/api/auth/me').expect(200)).body.userId as string;
  await register(viewer, { FirstName: 'Vera' });
});

afterAll(async () => {
  await db?.end();
  await harness?.close();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

const looking = 'people who like a slow strategy game and a chat';
const offer = 'I bring a shelf of games and teach the rules patiently';

function register(browser: TestBrowser, overrides: Record<string, unknown>) {
  const profile = {
    FirstName: 'Member',
    Age: 31,
    UserSex: 'female',
    Location: 'Canada:Ontario:Toronto',
    NewLocation: '',
    ActivityPreferences: ['topic-conversations'],
    Neighborhoods: ['downtown'],
    CanHost: false,
    AvailableTimeSlots: [{ dayOfWeek: 6, hour: 9 }],
    Interests: [{ name: 'Board Games', lookingFor: looking, contribute: offer }],
    ...overrides,
  };
  return browser.post('/api/profiles').field('ProfileJson', JSON.stringify(profile)).expect(201);
}

describe('browsing a city of thousands', () => {
  it('reaches every discoverable member of the city exactly once, and nobody else', async () => {
    const { cards, pages } = await walk(viewer, { location: 'Canada:Ontario:Toronto', limit: '48' });
    const expected = seeded.filter((member) => inToronto(member) && isDiscoverable(member));
    expect(expected.length).toBeGreaterThan(5000);
    expectExactly(cards, expected);
    expect(pages).toBe(Math.ceil(expected.length / 48));
    expect(cards.some((card) => card.isOwn)).toBe(false);

    // The card: what it shows and nothing else; the photo when there is one.
    const sample = cards.find((card) => byProfile.get(card.id)?.photo)!;
    expect(Object.keys(sample).sort()).toEqual([
      'ageBand',
      'demo',
      'firstName',
      'id',
      'interests',
      'isOwn',
      'photoUrl',
      'sex',
    ]);
    expect(cards.every((card) => card.demo === false)).toBe(true);
    expect(sample.photoUrl).toBe(`/api/media/${byProfile.get(sample.id)!.photo!}/photo.jpg`);
    const member = byProfile.get(sample.id)!;
    expect(sample.interests).toEqual(member.interests.filter((interest) => interest.complete).map((i) => i.name));
    expect(cards.find((card) => !byProfile.get(card.id)?.photo)?.photoUrl).toBeNull();
  });

  it('marks the cards of demo members, from the read model', async () => {
    const toronto = seeded.filter((member) => inToronto(member) && isDiscoverable(member));
    const marked = toronto.slice(0, 3).map((member) => member.profileId);
    await db.query('update profile.browse_entries set demo = true where profile_id = any($1::uuid[])', [marked]);
    try {
      const { cards } = await walk(viewer, { location: 'Canada:Ontario:Toronto', limit: '48' });
      expect(
        cards
          .filter((card) => card.demo)
          .map((card) => card.id)
          .sort(),
      ).toEqual([...marked].sort());
    } finally {
      await db.query('update profile.browse_entries set demo = false where profile_id = any($1::uuid[])', [marked]);
    }
  });

  it('orders the list fairly: longer waits first, then a ring read from the viewer’s own start', async () => {
    const { cards } = await walk(viewer, { location: 'CA:ON:Toronto', limit: '48' });
    const tiers = cards.map((card) => byProfile.get(card.id)!.waitedTier);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));

    // Other viewers read the same members from elsewhere on the ring. Two start points may, rarely,
    // fall between the same two members of the longest-waiting tier: of three, most start elsewhere.
    const mine = await viewer.get('/api/profiles/all?location=CA:ON:Toronto').expect(200);
    const firstPageOf = async (email: string) => {
      const other = new TestBrowser(harness.http);
      await signIn(other, harness.smtp, email);
      const theirs = await other.get('/api/profiles/all?location=CA:ON:Toronto').expect(200);
      return theirs.body.profiles.map((card: Card) => card.id) as string[];
    };
    const theirs = [
      await firstPageOf('other-viewer@example.com'),
      await firstPageOf('second-viewer@example.com'),
      await firstPageOf('third-viewer@example.com'),
    ];
    const ids = mine.body.profiles.map((card: Card) => card.id) as string[];
    expect(theirs.filter((page) => page.join() !== ids.join()).length).toBeGreaterThanOrEqual(2);
    // … and the same viewer's list is the same from one request to the next.
    const again = await viewer.get('/api/profiles/all?location=CA:ON:Toronto').expect(200);
    expect(again.body).toEqual(mine.body);
  });

  it('keeps other cities apart, and members of other cities by the name they typed', async () => {
    const vancouver = await walk(viewer, { location: 'CA:BC:Vancouver', limit: '48' });
    expectExactly(
      vancouver.cards,
      seeded.filter((member) => member.location === 'CA:BC:Vancouver' && isDiscoverable(member)),
    );

    const kelowna = new TestBrowser(harness.http);
    await signIn(kelowna, harness.smtp, 'kelowna@example.com');
    await register(kelowna, { FirstName: 'Kel', Location: 'other', NewLocation: '  kelowna ' });
    const others = await walk(kelowna, { location: 'other', limit: '48' });
    expectExactly(
      others.cards,
      seeded.filter((member) => member.newLocation === 'Kelowna' && isDiscoverable(member)),
    );
    // Someone in Toronto asking for 'other' has no other city: nobody.
    expect((await viewer.get('/api/profiles/all?location=other').expect(200)).body).toEqual({
      profiles: [],
      nextCursor: null,
    });
  });
});

describe('filters, applied before the page is cut', () => {
  const toronto = () => seeded.filter((member) => inToronto(member) && isDiscoverable(member));
  const ages = (ids: string[]) => (member: BrowseMemberSeed) =>
    ageFilterOptions.some((option) => ids.includes(option.id) && member.age >= option.min && member.age <= option.max);
  const completeTopic = (topic: string) => (member: BrowseMemberSeed) =>
    member.interests.some((interest) => interest.complete && interest.name.toLowerCase() === topic.toLowerCase());

  const cases: [string, Record<string, string>, (member: BrowseMemberSeed) => boolean][] = [
    ['an age band, its edges included (30 and 34 in, 29 and 35 out)', { age: 'early-30s' }, ages(['early-30s'])],
    ['90+ up to 100', { age: '90s' }, (member) => member.age >= 90],
    ['bands apart from each other', { age: 'late-20s,mid-40s' }, ages(['late-20s', 'mid-40s'])],
    ['a sex', { sex: 'female' }, (member) => member.sex === 'female'],
    [
      'a neighbourhood (members who go anywhere too)',
      { neighborhood: 'west-end' },
      (member) => member.neighborhoods.includes('west-end') || member.neighborhoods.includes('anywhere'),
    ],
    [
      'an interest category, complete interests only, any case',
      { interest: 'Board Games' },
      completeTopic('board games'),
    ],
    ['a daily video (an answer to a daily prompt)', { dailyVideo: 'true' }, (member) => member.dailyVideo],
    [
      'all at once',
      { age: 'early-30s,mid-30s', sex: 'male', neighborhood: 'downtown,east-end', interest: 'Dance,Travel' },
      (member) =>
        ages(['early-30s', 'mid-30s'])(member) &&
        member.sex === 'male' &&
        member.neighborhoods.some((hood) => ['downtown', 'east-end', 'anywhere'].includes(hood)) &&
        (completeTopic('dance')(member) || completeTopic('travel')(member)),
    ],
  ];

  it.each(cases)('%s', async (_, filters, keeps) => {
    const { cards } = await walk(viewer, { location: 'CA:ON:Toronto', limit: '48', ...filters });
    const expected = toronto().filter(keeps);
    expect(expected.length).toBeGreaterThan(0);
    expectExactly(cards, expected);
  });

  it('refuses filters and cursors outside their choices with a 400 and the error body', async () => {
    const refused = async (query: string, code: string) => {
      const response = await viewer.get(`/api/profiles/all?location=CA:ON:Toronto&${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code });
    };
    await refused('age=forties', 'profile.invalid-browse-filter');
    await refused('sex=robot', 'profile.invalid-browse-filter');
    await refused('neighborhood=atlantis', 'profile.invalid-browse-filter');
    await refused('interest=Knitting', 'profile.invalid-browse-filter');
    await refused('cursor=bm90LWEtY3Vyc29y', 'profile.invalid-browse-cursor');
    await refused('limit=500', 'validation.failed');
    await refused('dailyVideo=maybe', 'validation.failed');
    const nul = await viewer.get('/api/profiles/all?location=%00').expect(400);
    expect(nul.body).toMatchObject({ statusCode: 400, code: 'http.nul-character' });
  });
});

describe('who may be seen, as the other contexts tell it', () => {
  const firstTwo = () => seeded.filter((member) => inToronto(member) && isDiscoverable(member)).slice(0, 2);

  it('never shows a member blocked either way, until the block is lifted', async () => {
    const [blockedByViewer, blockingViewer] = firstTwo() as [BrowseMemberSeed, BrowseMemberSeed];
    await visibility.block(viewerId, blockedByViewer.userId);
    await visibility.block(blockingViewer.userId, viewerId);
    const { cards } = await walk(viewer, { location: 'CA:ON:Toronto', limit: '48' });
    const ids = new Set(cards.map((card) => card.id));
    expect(ids.has(blockedByViewer.profileId)).toBe(false);
    expect(ids.has(blockingViewer.profileId)).toBe(false);
    expect(ids.size).toBe(seeded.filter((member) => inToronto(member) && isDiscoverable(member)).length - 2);

    await visibility.unblock(viewerId, blockedByViewer.userId);
    await visibility.unblock(blockingViewer.userId, viewerId);
    const after = await walk(viewer, { location: 'CA:ON:Toronto', limit: '48' });
    expect(after.cards.some((card) => card.id === blockedByViewer.profileId)).toBe(true);
    expect(after.cards.some((card) => card.id === blockingViewer.profileId)).toBe(true);
  });

  it('hides a suspended member at once and shows them again when restored', async () => {
    const [member] = firstTwo() as [BrowseMemberSeed];
    const seen = async () =>
      (await walk(viewer, { location: 'CA:ON:Toronto', limit: '48', age: ageIdOf(member.age) })).cards.some(
        (card) => card.id === member.profileId,
      );
    expect(await seen()).toBe(true);
    await visibility.suspend(member.userId);
    expect(await seen()).toBe(false);
    await visibility.restore(member.userId);
    expect(await seen()).toBe(true);
  });

  it('puts members who waited more rounds first', async () => {
    const member = seeded.find(
      (candidate) => inToronto(candidate) && isDiscoverable(candidate) && candidate.waitedTier === 0,
    )!;
    await visibility.recordRoundsWaited(new Map([[member.userId, 5]]));
    const { cards } = await walk(viewer, { location: 'CA:ON:Toronto', limit: '48' });
    const position = cards.findIndex((card) => card.id === member.profileId);
    const longestWaits = seeded.filter((other) => inToronto(other) && isDiscoverable(other) && other.waitedTier === 3);
    expect(position).toBeLessThanOrEqual(longestWaits.length);
    await visibility.recordRoundsWaited(new Map([[member.userId, 0]]));
  });
});

function ageIdOf(age: number): string {
  return ageFilterOptions.find((option) => age >= option.min && age <= option.max)!.id;
}

describe('the read model follows the member’s own changes', () => {
  let sam: TestBrowser;
  let samProfileId: string;
  const samIsListed = async () =>
    (await walk(viewer, { location: 'CA:ON:Toronto', limit: '48', age: 'late-40s', sex: 'male' })).cards.some(
      (card) => card.id === samProfileId,
    );

  beforeAll(async () => {
    sam = new TestBrowser(harness.http);
    await signIn(sam, harness.smtp, 'sam@example.com');
    const created = await register(sam, { FirstName: 'Sam', Age: 48, UserSex: 'male' });
    samProfileId = created.body.data.profile.id as string;
  });

  it('lists a new member once both videos are ready, and drops them from the next page when one is deleted', async () => {
    expect(await samIsListed()).toBe(false);
    const webm = await readFile(await aVideo(join(fixtures, 'clip.webm'), { seconds: 1, container: 'webm' }));
    const ids: string[] = [];
    for (const prompt of [
      { id: 'dad_joke', type: 'fun' },
      { id: 'travel_advice', type: 'useful' },
    ] as const) {
      ids.push(await uploadReadyVideo(sam, webm, prompt));
      // One ready video is not enough.
      expect(await samIsListed()).toBe(prompt.type === 'useful');
    }

    // The viewer is mid-list when Sam deletes a video: Sam is not on the pages that follow.
    const first = await viewer
      .get('/api/profiles/all?location=CA:ON:Toronto&limit=24&age=late-40s&sex=male')
      .expect(200);
    await sam.post('/api/videos/delete', { videoId: ids[0]!, location: 'CA:ON:Toronto' }).expect(204);
    const rest: Card[] = [];
    let cursor = first.body.nextCursor as string | null;
    while (cursor) {
      const page = await viewer
        .get(`/api/profiles/all?location=CA:ON:Toronto&limit=24&age=late-40s&sex=male&cursor=${cursor}`)
        .expect(200);
      rest.push(...(page.body.profiles as Card[]));
      cursor = page.body.nextCursor as string | null;
    }
    expect(rest.some((card) => card.id === samProfileId)).toBe(false);
    expect(await samIsListed()).toBe(false);
  });

  it('lists them again with a new video, drops them when their interests are no longer complete', async () => {
    const samId = (await sam.get('/api/auth/me').expect(200)).body.userId as string;
    // A fun video becomes ready again, as the worker would leave it, and the media context says so.
    await seedReadyMedia(db, [{ ownerId: samId, kind: 'video', prompt: { id: 'funny_memory', type: 'fun' } }]);
    await visibility.refreshVideos(samId);
    expect(await samIsListed()).toBe(true);

    await sam
      .post('/api/profiles/updateProfileProperty', {
        Location: 'CA:ON:Toronto',
        Changes: [{ Field: 'interests', Value: [{ name: 'Board Games', lookingFor: looking }] }],
      })
      .expect(200);
    expect(await samIsListed()).toBe(false);

    // The own card (GET /profiles) still comes first, with the incomplete interest, on the first page only.
    const own = await sam.get('/api/profiles?location=CA:ON:Toronto').expect(200);
    expect(own.body.profiles[0]).toMatchObject({ firstName: 'Sam', isOwn: true, interests: ['Board Games'] });
    expect(own.body.profiles.filter((card: Card) => card.isOwn)).toHaveLength(1);
    const next = await sam
      .get(`/api/profiles?location=CA:ON:Toronto&cursor=${own.body.nextCursor as string}`)
      .expect(200);
    expect(next.body.profiles.some((card: Card) => card.isOwn)).toBe(false);
  });
});

describe('the page statement at 10 000 members', () => {
  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: PlanNode[];
  }
  const flatten = (node: PlanNode): string[] => [
    [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' '),
    ...(node.Plans ?? []).flatMap(flatten),
  ];
  /** The plan's nodes, one line each: 'Index Scan browse_entries browse_entries_discoverable_index'. */
  const plan = async (statement: { text: string; values: unknown[] }) => {
    const result = await db.query(`explain (format json) ${statement.text}`, statement.values);
    return flatten((result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
  };

  it('reads the discoverable index and scans no table whole', async () => {
    expect(Number((await db.query('select count(*) from profile.browse_entries')).rows[0].count)).toBeGreaterThan(
      10_000,
    );
    expect(Number((await db.query('select count(*) from profile.profiles')).rows[0].count)).toBeGreaterThan(10_000);
    const request = {
      viewerId,
      locationKey: browseLocationKey('CA:ON:Toronto', null),
      start: startPointOf(viewerId, '2026-11-26'),
      limit: 49,
    };
    const noFilters = { ageRanges: [], sexes: [], neighborhoods: [], interests: [], dailyVideo: false };
    // The list as most members read it: the first page and the pages after it.
    for (const statement of [
      browsePageSql({ ...request, filters: noFilters, after: null }),
      browsePageSql({
        ...request,
        filters: { ...noFilters, ageRanges: [{ min: 30, max: 37 }] },
        after: { start: request.start, segment: 1, shuffle: 1_000_000, userId: viewerId },
      }),
    ]) {
      const nodes = await plan(statement);
      expect(nodes.filter((node) => node.startsWith('Seq Scan'))).toEqual([]);
      expect(nodes).toContain('Index Scan browse_entries browse_entries_discoverable_index');
      expect(nodes.filter((node) => node.includes(' profiles'))).toEqual([]);
    }
    // Narrow filters: the page still comes from the read model alone, never from the profiles or
    // interests tables scanned whole (the planner may read the small read model straight through).
    const narrow = await plan(
      browsePageSql({
        ...request,
        filters: { ...noFilters, ageRanges: [{ min: 30, max: 37 }], sexes: ['female'], interests: ['dance'] },
        after: null,
      }),
    );
    expect(narrow.filter((node) => node.startsWith('Seq Scan') && !node.endsWith('browse_entries'))).toEqual([]);
    expect(narrow.filter((node) => node.includes(' profiles'))).toEqual([]);
  });
});
