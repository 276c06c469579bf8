import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { Interest } from '../domain/interest.entity.js';
import { InterestRepository } from '../domain/interest.repository.js';
import { Profile } from '../domain/profile.entity.js';
import { ProfileRepository } from '../domain/profile.repository.js';
import type { ProfileVideo } from '../domain/visibility.js';
import { BrowseProfilesQuery } from './browse-profiles.query.js';
import { MemberPhotos, type PhotoState } from './member-photos.port.js';
import { MemberVideos } from './member-videos.port.js';
import type { ProfileSettings } from './profile-settings.js';

const now = new Date('2026-03-01T12:00:00Z');
const text = 'a sentence long enough to count as complete';

class Profiles extends ProfileRepository {
  constructor(readonly rows: Profile[]) {
    super();
  }
  async findByUserId(userId: string) {
    return this.rows.find((profile) => profile.userId === userId) ?? null;
  }
  async listByLocation(location: string) {
    return this.rows.filter((profile) => profile.location === location);
  }
  async listByUserIds(userIds: readonly string[]) {
    return this.rows.filter((profile) => userIds.includes(profile.userId));
  }
  async listByIds(profileIds: readonly string[]) {
    return this.rows.filter((profile) => profileIds.includes(profile.id));
  }
  async insert() {
    return true;
  }
  async save() {}
}

class Interests extends InterestRepository {
  constructor(readonly rows: Interest[]) {
    super();
  }
  async listByUser(userId: string) {
    return this.rows.filter((interest) => interest.userId === userId);
  }
  async listByUsers(userIds: readonly string[]) {
    return this.rows.filter((interest) => userIds.includes(interest.userId));
  }
  async findById(id: string) {
    return this.rows.find((interest) => interest.id === id) ?? null;
  }
  async saveAll() {}
  async remove() {}
}

class Videos extends MemberVideos {
  constructor(readonly byMember: Record<string, readonly ProfileVideo['promptType'][]>) {
    super();
  }
  async videosOf(userIds: readonly string[]) {
    return new Map(
      userIds
        .filter((id) => this.byMember[id])
        .map((id) => [
          id,
          this.byMember[id]!.map((promptType, index) => ({
            id: `${id}-${index}`,
            promptId: 'dad_joke',
            promptType,
            videoUrl: `/v/${id}-${index}.mp4`,
            thumbnailUrl: null,
          })),
        ]),
    );
  }
}

/** Ready photos for the given members, at paths relative to the api. */
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

function member(userId: string, location = 'CA:ON:Toronto'): Profile {
  return Profile.register(
    userId,
    { firstName: userId, age: 33, sex: 'female', location, newLocation: null },
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

const settings = (visibleFrom: Date): ProfileSettings => ({
  visibleFrom,
  photoBaseUrl: 'https://cdn.example.com/',
  supportEmail: 'help@example.com',
  hostNames: [],
});

function browse(
  videos: Record<string, readonly ProfileVideo['promptType'][]>,
  visibleFrom = new Date('2026-02-14T05:00:00Z'),
) {
  const profiles = new Profiles([
    member('viewer'),
    member('ready'),
    member('half'),
    member('elsewhere', 'CA:BC:Vancouver'),
  ]);
  const interests = new Interests([
    Interest.add('ready', { name: 'Chess', lookingFor: text, contribute: text }, 0, now),
    Interest.add('ready', { name: 'Draft', lookingFor: text }, 1, now),
    Interest.add('viewer', { name: 'Own draft' }, 0, now),
  ]);
  return new BrowseProfilesQuery(
    profiles,
    interests,
    new Videos(videos),
    new Photos(['ready']),
    settings(visibleFrom),
    new FixedClock(now),
  );
}

describe('BrowseProfilesQuery', () => {
  const everyone = { ready: ['fun', 'useful'], half: ['fun'], elsewhere: ['fun', 'useful'] } as const;

  it('shows only members with a fun and a useful video, in the location, with complete interests only', async () => {
    const cards = await browse({ ...everyone }).execute({
      viewerId: 'viewer',
      location: 'Canada:Ontario:Toronto',
      includeSelf: false,
    });
    expect(cards.map((card) => card.firstName)).toEqual(['ready']);
    expect(cards[0]!.interests.map((interest) => interest.name)).toEqual(['Chess']);
    expect(cards[0]!.ageBand?.label).toBe('early 30s');
    expect(cards[0]!.photoUrl).toBe('https://cdn.example.com/api/media/ready/photo.jpg');
  });

  it("puts the caller's own card first, with all their interests", async () => {
    const cards = await browse({ ...everyone }).execute({
      viewerId: 'viewer',
      location: 'CA:ON:Toronto',
      includeSelf: true,
    });
    expect(cards.map((card) => [card.firstName, card.isOwn])).toEqual([
      ['viewer', true],
      ['ready', false],
    ]);
    expect(cards[0]!.interests.map((interest) => interest.name)).toEqual(['Own draft']);
  });

  it("shows others' videos only to a caller who uploaded one", async () => {
    const without = await browse({ ...everyone }).execute({
      viewerId: 'viewer',
      location: 'CA:ON:Toronto',
      includeSelf: false,
    });
    expect(without[0]!.videos).toEqual([]);
    const withVideo = await browse({ ...everyone, viewer: ['daily'] }).execute({
      viewerId: 'viewer',
      location: 'CA:ON:Toronto',
      includeSelf: false,
    });
    expect(withVideo[0]!.videos.map((video) => video.promptType)).toEqual(['fun', 'useful']);
  });

  it('shows nobody before the pre-launch date', async () => {
    const cards = await browse({ ...everyone }, new Date('2026-03-02T00:00:00Z')).execute({
      viewerId: 'viewer',
      location: 'CA:ON:Toronto',
      includeSelf: true,
    });
    expect(cards.map((card) => card.firstName)).toEqual(['viewer']);
  });

  it('shows nobody while no member has videos', async () => {
    const cards = await browse({}).execute({ viewerId: 'viewer', location: 'CA:ON:Toronto', includeSelf: false });
    expect(cards).toEqual([]);
  });

  it('needs a location', async () => {
    await expect(browse({}).execute({ viewerId: 'viewer', location: ' ', includeSelf: false })).rejects.toThrow(
      'Please choose a location.',
    );
  });
});
