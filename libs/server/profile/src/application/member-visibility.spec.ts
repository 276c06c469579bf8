import { describe, expect, it } from '@jest/globals';
import type { VideoPromptType } from '../domain/visibility.js';
import { MemberPhotos, type PhotoState } from './member-photos.port.js';
import { MemberVisibility } from './member-visibility.js';
import { MemberVideos } from './member-videos.port.js';
import { type VideoFacts, VisibilityRecords } from './visibility-records.port.js';

class Records extends VisibilityRecords {
  readonly videos = new Map<string, VideoFacts>();
  readonly suspended = new Set<string>();
  readonly blocks = new Set<string>();
  readonly tiers = new Map<string, number>();
  readonly photos = new Map<string, string | null>();
  async refreshPhoto(userId: string, read: () => Promise<string | null>) {
    this.photos.set(userId, await read());
  }
  async refreshVideos(userId: string, read: () => Promise<VideoFacts>) {
    this.videos.set(userId, await read());
  }
  async setSuspended(userId: string, suspended: boolean) {
    if (suspended) this.suspended.add(userId);
    else this.suspended.delete(userId);
  }
  async suspendedAmong(userIds: readonly string[]) {
    return new Set(userIds.filter((id) => this.suspended.has(id)));
  }
  async block(blockerId: string, blockedId: string) {
    this.blocks.add(`${blockerId}>${blockedId}`);
  }
  async unblock(blockerId: string, blockedId: string) {
    this.blocks.delete(`${blockerId}>${blockedId}`);
  }
  async setWaitedTiers(tiers: ReadonlyMap<string, number>) {
    for (const [userId, tier] of tiers) this.tiers.set(userId, tier);
  }
}

class Videos extends MemberVideos {
  constructor(readonly ready: Record<string, VideoPromptType[]>) {
    super();
  }
  async videosOf() {
    return new Map();
  }
  async readyTypesOf(userIds: readonly string[]) {
    return new Map(userIds.filter((id) => this.ready[id]).map((id) => [id, new Set(this.ready[id])]));
  }
}

class Photos extends MemberPhotos {
  async upload(): Promise<PhotoState> {
    return { status: 'uploaded', url: null, failureMessage: null };
  }
  async current() {
    return null;
  }
  async readyUrls(ownerIds: readonly string[]) {
    return new Map(ownerIds.filter((id) => id === 'both').map((id) => [id, `/api/media/${id}/photo.jpg`]));
  }
}

describe('MemberVisibility, as moderation, the rounds and the media context tell it', () => {
  const setup = () => {
    const records = new Records();
    const videos = new Videos({ both: ['fun', 'useful'], daily: ['daily'] });
    return { records, visibility: new MemberVisibility(records, videos, new Photos()) };
  };

  it('suspends and restores a member', async () => {
    const { records, visibility } = setup();
    await visibility.suspend('m1');
    expect(records.suspended.has('m1')).toBe(true);
    await visibility.restore('m1');
    expect(records.suspended.has('m1')).toBe(false);
  });

  it('records blocks and their lifting', async () => {
    const { records, visibility } = setup();
    await visibility.block('a', 'b');
    expect([...records.blocks]).toEqual(['a>b']);
    await visibility.unblock('a', 'b');
    expect(records.blocks.size).toBe(0);
  });

  it('reads the video facts afresh from the media context', async () => {
    const { records, visibility } = setup();
    await visibility.refreshVideos('both');
    await visibility.refreshVideos('daily');
    await visibility.refreshVideos('none');
    expect(records.videos.get('both')).toEqual({ fun: true, useful: true, daily: false });
    expect(records.videos.get('daily')).toEqual({ fun: false, useful: false, daily: true });
    expect(records.videos.get('none')).toEqual({ fun: false, useful: false, daily: false });
  });

  it('reads the ready photo afresh from the media context', async () => {
    const { records, visibility } = setup();
    await visibility.refreshPhoto('both');
    await visibility.refreshPhoto('none');
    expect(Object.fromEntries(records.photos)).toEqual({ both: '/api/media/both/photo.jpg', none: null });
  });

  it('turns rounds waited into fairness tiers of 0 to 3', async () => {
    const { records, visibility } = setup();
    await visibility.recordRoundsWaited(
      new Map([
        ['a', 0],
        ['b', 2],
        ['c', 9],
      ]),
    );
    expect(Object.fromEntries(records.tiers)).toEqual({ a: 0, b: 2, c: 3 });
  });
});
