import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { Profile } from '../domain/profile.entity.js';
import { type ProfileVideo } from '../domain/visibility.js';
import { MemberAccounts } from './member-accounts.port.js';
import { MemberPhotos, type PhotoState } from './member-photos.port.js';
import { MemberVideos } from './member-videos.port.js';
import { InMemoryInterests, InMemoryProfiles } from '../testing/in-memory-repositories.js';
import type { ProfileSettings } from './profile-settings.js';
import { ProfileSightings } from './profile-sightings.port.js';
import { ViewProfileQuery } from './view-profile.query.js';

const now = new Date('2026-11-25T12:00:00Z');
const viewerId = '0194b1a2-0000-7000-8000-00000000000a';
const targetId = '0194b1a2-0000-7000-8000-00000000000b';

class Accounts extends MemberAccounts {
  async markProfileCreated() {}
  async preferencesOf() {
    return {
      relationshipStatus: 'not_looking',
      preferredSex: ['female'],
      minIdealAge: 30,
      maxIdealAge: 40,
      bucketList: ['Kayak'],
    };
  }
  async updatePreferences() {}
}

class Videos extends MemberVideos {
  constructor(readonly byUser: Map<string, ProfileVideo[]>) {
    super();
  }
  async videosOf(userIds: readonly string[]) {
    return new Map(userIds.map((id) => [id, this.byUser.get(id) ?? []]));
  }
  async readyTypesOf() {
    return new Map();
  }
}

class NoPhotos extends MemberPhotos {
  async upload(): Promise<PhotoState> {
    return { status: 'uploaded', url: null, failureMessage: null };
  }
  async current() {
    return null;
  }
  async readyUrls() {
    return new Map<string, string>();
  }
}

class Sightings extends ProfileSightings {
  asked = 0;
  constructor(readonly visible: boolean) {
    super();
  }
  async canSee() {
    this.asked++;
    return this.visible;
  }
}

const aVideo = (type: 'fun' | 'useful'): ProfileVideo => ({
  id: `v-${type}`,
  promptId: type === 'fun' ? 'dad_joke' : 'travel_advice',
  promptType: type,
  videoUrl: `/api/media/${type}/video.mp4`,
  thumbnailUrl: null,
});

function setUp(options: { visibleFrom?: Date; visible?: boolean; viewerVideos?: ProfileVideo[] } = {}) {
  const target = Profile.register(
    targetId,
    { firstName: 'Kim', age: 44, sex: 'male', location: 'Canada:Ontario:Toronto', newLocation: null },
    {
      activityPreferences: null,
      neighborhoods: ['downtown'],
      canHost: null,
      hostingDetails: null,
      availableTimeSlots: null,
    },
    now,
  );
  const settings: ProfileSettings = {
    visibleFrom: options.visibleFrom ?? new Date('2026-02-14T05:00:00Z'),
    photoBaseUrl: '',
    supportEmail: 'support@ember.local',
    hostNames: [],
  };
  const sightings = new Sightings(options.visible ?? true);
  const videos = new Videos(
    new Map([
      [targetId, [aVideo('fun'), aVideo('useful')]],
      [viewerId, options.viewerVideos ?? []],
    ]),
  );
  const query = new ViewProfileQuery(
    new InMemoryProfiles([target]),
    new InMemoryInterests(),
    new Accounts(),
    videos,
    new NoPhotos(),
    sightings,
    settings,
    new FixedClock(now),
  );
  return { query, target, sightings };
}

describe('ViewProfileQuery', () => {
  it('shows the band, not the age, and none of the private answers but the relationship status', async () => {
    const { query, target } = setUp();
    const view = await query.execute({ viewerId, profileId: target.id });
    expect(view).toMatchObject({ firstName: 'Kim', location: 'CA:ON:Toronto', relationshipStatus: 'not_looking' });
    expect(view.ageBand?.label).toBe('early 40s');
    expect(JSON.stringify(view)).not.toMatch(/"age"|preferredSex|minIdealAge|neighborhoods/);
  });

  it('hides everyone before the pre-launch date, without asking who may see whom', async () => {
    const { query, target, sightings } = setUp({ visibleFrom: new Date('2027-02-14T05:00:00Z') });
    await expect(query.execute({ viewerId, profileId: target.id })).rejects.toMatchObject({
      code: 'profile.unavailable',
    });
    expect(sightings.asked).toBe(0);
  });

  it('answers not found when the read model says no (undiscoverable, suspended, blocked)', async () => {
    const { query, target } = setUp({ visible: false });
    await expect(query.execute({ viewerId, profileId: target.id })).rejects.toMatchObject({
      code: 'profile.unavailable',
    });
  });

  it('shows the videos only to a viewer who has one', async () => {
    const without = setUp();
    expect((await without.query.execute({ viewerId, profileId: without.target.id })).videos).toEqual([]);
    const withVideo = setUp({ viewerVideos: [aVideo('fun')] });
    expect((await withVideo.query.execute({ viewerId, profileId: withVideo.target.id })).videos).toHaveLength(2);
  });

  it('shows members their own profile whatever the date', async () => {
    const { query, target } = setUp({ visibleFrom: new Date('2027-02-14T05:00:00Z'), visible: false });
    expect((await query.execute({ viewerId: targetId, profileId: target.id })).isOwn).toBe(true);
  });

  it('answers not found for an id that is no id', async () => {
    const { query } = setUp();
    await expect(query.execute({ viewerId, profileId: '../../etc' })).rejects.toMatchObject({
      code: 'profile.unavailable',
    });
  });
});
