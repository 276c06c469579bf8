import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { decodeCursor, encodeCursor } from '../domain/browse-order.js';
import { Interest } from '../domain/interest.entity.js';
import { Profile } from '../domain/profile.entity.js';
import { BrowseCatalog, type BrowsePageRequest, type BrowseRow } from './browse-catalog.port.js';
import { BrowseProfilesQuery } from './browse-profiles.query.js';
import { MemberPhotos, type PhotoState } from './member-photos.port.js';
import { InMemoryInterests, InMemoryProfiles } from '../testing/in-memory-repositories.js';
import type { ProfileSettings } from './profile-settings.js';

const now = new Date('2026-03-01T12:00:00Z');
const text = 'a sentence long enough to count as complete';
const viewerId = '0194b1a2-0000-7000-8000-00000000000a';
const idOf = (n: number) => `0194b1a2-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A read model of `count` members in one place, cut into pages as the SQL adapter cuts them. */
class Catalog extends BrowseCatalog {
  readonly requests: BrowsePageRequest[] = [];
  constructor(readonly rows: BrowseRow[]) {
    super();
  }
  async page(request: BrowsePageRequest) {
    this.requests.push(request);
    const after = request.after;
    return this.rows
      .filter((row) => !after || row.shuffle > after.shuffle)
      .slice(0, request.limit)
      .map((row) => ({ ...row }));
  }
}

class Photos extends MemberPhotos {
  constructor(readonly ready: string[]) {
    super();
  }
  async upload(): Promise<PhotoState> {
    return { status: 'uploaded', url: null, failureMessage: null };
  }
  async current() {
    return null;
  }
  async readyUrls(ownerIds: readonly string[]) {
    return new Map(ownerIds.filter((id) => this.ready.includes(id)).map((id) => [id, `/api/media/${id}/photo.jpg`]));
  }
}

function aProfile(userId: string, overrides: { location?: string; newLocation?: string | null; age?: number } = {}) {
  return Profile.register(
    userId,
    {
      firstName: 'Viv',
      age: overrides.age ?? 33,
      sex: 'female',
      location: overrides.location ?? 'CA:ON:Toronto',
      newLocation: overrides.newLocation ?? null,
    },
    {
      activityPreferences: null,
      neighborhoods: ['downtown'],
      canHost: null,
      hostingDetails: null,
      availableTimeSlots: null,
    },
    now,
  );
}

const aRow = (n: number, overrides: Partial<BrowseRow> = {}): BrowseRow => ({
  userId: idOf(n),
  profileId: idOf(1000 + n),
  firstName: `Member ${n}`,
  age: 31,
  sex: 'male',
  photoPath: n === 1 ? `/api/media/${idOf(1)}/photo.jpg` : null,
  interests: ['Chess'],
  demo: false,
  segment: 0,
  shuffle: n,
  ...overrides,
});

const settings = (visibleFrom = new Date('2026-02-14T05:00:00Z')): ProfileSettings => ({
  visibleFrom,
  photoBaseUrl: 'https://cdn.example.com/',
  supportEmail: 'help@example.com',
  hostNames: [],
});

function browse(options: { rows?: BrowseRow[]; viewer?: Profile; visibleFrom?: Date } = {}) {
  const viewer = options.viewer ?? aProfile(viewerId);
  const catalog = new Catalog(options.rows ?? Array.from({ length: 30 }, (_, index) => aRow(index + 1)));
  const query = new BrowseProfilesQuery(
    new InMemoryProfiles([viewer]),
    new InMemoryInterests([
      Interest.add(viewerId, { name: 'Own draft' }, 0, now),
      Interest.add(viewerId, { name: 'Chess', lookingFor: text, contribute: text }, 1, now),
    ]),
    catalog,
    new Photos([idOf(1)]),
    settings(options.visibleFrom),
    new FixedClock(now),
  );
  return { query, catalog };
}

describe('BrowseProfilesQuery', () => {
  it('cuts pages of the asked size and hands out a cursor until the last one', async () => {
    const { query, catalog } = browse();
    const first = await query.execute({ viewerId, location: 'Canada:Ontario:Toronto', includeSelf: false });
    expect(first.cards).toHaveLength(24);
    expect(first.cards[0]).toEqual({
      id: idOf(1001),
      firstName: 'Member 1',
      ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
      sex: 'male',
      photoUrl: `https://cdn.example.com/api/media/${idOf(1)}/photo.jpg`,
      interests: ['Chess'],
      isOwn: false,
      demo: false,
    });
    expect(catalog.requests[0]).toMatchObject({ viewerId, locationKey: 'ca:on:toronto', limit: 25, after: null });

    const second = await query.execute({
      viewerId,
      location: 'CA:ON:Toronto',
      cursor: first.nextCursor,
      includeSelf: false,
    });
    expect(second.cards.map((card) => card.firstName)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Member ${25 + index}`),
    );
    expect(second.nextCursor).toBeNull();
    // The second page reads the ring from the same start, whatever the day has become.
    expect(catalog.requests[1]!.start).toBe(catalog.requests[0]!.start);
    expect(catalog.requests[1]!.after).toEqual({ ...decodeCursor(first.nextCursor!) });
  });

  it('carries the demo mark of each row to its card', async () => {
    const { query } = browse({ rows: [aRow(1, { demo: true }), aRow(2)] });
    const page = await query.execute({ viewerId, location: 'CA:ON:Toronto', includeSelf: false });
    expect(page.cards.map((card) => card.demo)).toEqual([true, false]);
  });

  it('starts each viewer at a point of their own that stays put during the day', async () => {
    const { query, catalog } = browse();
    await query.execute({ viewerId, location: 'CA:ON:Toronto', includeSelf: false });
    await query.execute({ viewerId, location: 'CA:ON:Toronto', includeSelf: false });
    await query.execute({ viewerId: idOf(77), location: 'CA:ON:Toronto', includeSelf: false });
    const [a, b, other] = catalog.requests.map((request) => request.start);
    expect(a).toBe(b);
    expect(other).not.toBe(a);
  });

  it("puts the caller's own card first on the first page only, with all their interests", async () => {
    const { query } = browse();
    const first = await query.execute({ viewerId, location: 'CA:ON:Toronto', limit: 24, includeSelf: true });
    expect(first.cards[0]).toMatchObject({ firstName: 'Viv', isOwn: true, interests: ['Own draft', 'Chess'] });
    expect(first.cards).toHaveLength(25);
    const second = await query.execute({
      viewerId,
      location: 'CA:ON:Toronto',
      cursor: first.nextCursor,
      includeSelf: true,
    });
    expect(second.cards.some((card) => card.isOwn)).toBe(false);
  });

  it('shows nobody else before the pre-launch date', async () => {
    const { query, catalog } = browse({ visibleFrom: new Date('2026-03-02T00:00:00Z') });
    const page = await query.execute({ viewerId, location: 'CA:ON:Toronto', includeSelf: true });
    expect(page.cards.map((card) => card.firstName)).toEqual(['Viv']);
    expect(page.nextCursor).toBeNull();
    expect(catalog.requests).toEqual([]);
  });

  it("lists 'other' as the caller's own other city, kept apart from every other one", async () => {
    const { query, catalog } = browse({
      viewer: aProfile(viewerId, { location: 'other', newLocation: ' Kelowna  BC ' }),
    });
    await query.execute({ viewerId, location: 'other', includeSelf: false });
    expect(catalog.requests[0]!.locationKey).toBe('other:kelowna bc');

    const elsewhere = browse();
    const page = await elsewhere.query.execute({ viewerId, location: 'other', includeSelf: false });
    expect(page.cards).toEqual([]);
    expect(elsewhere.catalog.requests).toEqual([]);
  });

  it('reads the filters and refuses choices outside them', async () => {
    const { query, catalog } = browse();
    await query.execute({
      viewerId,
      location: 'CA:ON:Toronto',
      age: 'mid-30s,early-30s',
      sex: 'female',
      neighborhood: 'West-End',
      interest: 'board games',
      dailyVideo: 'true',
      includeSelf: false,
    });
    expect(catalog.requests[0]!.filters).toEqual({
      ageRanges: [{ min: 30, max: 37 }],
      sexes: ['female'],
      neighborhoods: ['west-end'],
      interests: ['board games'],
      dailyVideo: true,
    });
    const refused = (command: object) =>
      query.execute({ viewerId, location: 'CA:ON:Toronto', includeSelf: false, ...command });
    await expect(refused({ age: 'ancient' })).rejects.toMatchObject({ code: 'profile.invalid-browse-filter' });
    await expect(refused({ sex: 'other' })).rejects.toMatchObject({ details: { field: 'sex' } });
    await expect(refused({ neighborhood: 'the moon' })).rejects.toMatchObject({ details: { field: 'neighborhood' } });
    await expect(refused({ interest: 'Knitting' })).rejects.toMatchObject({ details: { field: 'interest' } });
    await expect(refused({ dailyVideo: 'yes' })).rejects.toMatchObject({ details: { field: 'dailyVideo' } });
    await expect(refused({ limit: 100 })).rejects.toMatchObject({ details: { field: 'limit' } });
    await expect(refused({ limit: 10 })).rejects.toMatchObject({ details: { field: 'limit' } });
  });

  it('refuses a cursor it did not hand out', async () => {
    const { query } = browse();
    const refused = (cursor: string) =>
      query.execute({ viewerId, location: 'CA:ON:Toronto', cursor, includeSelf: false });
    await expect(refused('not-a-cursor')).rejects.toMatchObject({ code: 'profile.invalid-browse-cursor' });
    const forged = encodeCursor({ start: 5, segment: 0, shuffle: 1, userId: idOf(1) }).replace(/.$/, '_');
    await expect(refused(forged)).rejects.toMatchObject({ code: 'profile.invalid-browse-cursor' });
    const outOfRange = Buffer.from(JSON.stringify([1, 5, 9, 1, idOf(1)])).toString('base64url');
    await expect(refused(outOfRange)).rejects.toMatchObject({ code: 'profile.invalid-browse-cursor' });
  });

  it('needs a location', async () => {
    await expect(browse().query.execute({ viewerId, location: ' ', includeSelf: false })).rejects.toThrow(
      'Please choose a location.',
    );
  });
});
