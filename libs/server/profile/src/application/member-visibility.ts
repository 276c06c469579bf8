import { waitedTierOf } from '../domain/browse-order.js';
import type { MemberPhotos } from './member-photos.port.js';
import type { MemberVideos } from './member-videos.port.js';
import type { VisibilityRecords } from './visibility-records.port.js';

/**
 * Who may be shown to whom in browse, as other contexts tell it: moderation suspends and
 * restores members, the rounds report blocks and how many rounds members waited, and the media
 * context's events refresh whether a member has the two videos discoverability needs, and the
 * photo their card shows.
 */
export class MemberVisibility {
  constructor(
    private readonly records: VisibilityRecords,
    private readonly videos: MemberVideos,
    private readonly photos: MemberPhotos,
  ) {}

  /** A suspended member disappears from browse at once, whatever else holds. */
  suspend(userId: string): Promise<void> {
    return this.records.setSuspended(userId, true);
  }

  restore(userId: string): Promise<void> {
    return this.records.setSuspended(userId, false);
  }

  /** Neither member sees the other in browse again (both ways, whoever blocked). */
  block(blockerId: string, blockedId: string): Promise<void> {
    return this.records.block(blockerId, blockedId);
  }

  unblock(blockerId: string, blockedId: string): Promise<void> {
    return this.records.unblock(blockerId, blockedId);
  }

  /** After a round formed: members who waited more rounds without a group come first in browse. */
  recordRoundsWaited(waited: ReadonlyMap<string, number>): Promise<void> {
    return this.records.setWaitedTiers(new Map([...waited].map(([userId, rounds]) => [userId, waitedTierOf(rounds)])));
  }

  /** A member's ready videos may have changed (one became ready, was replaced or deleted). */
  async refreshVideos(userId: string): Promise<void> {
    await this.records.refreshVideos(userId, async () => {
      const types = (await this.videos.readyTypesOf([userId])).get(userId) ?? new Set();
      return { fun: types.has('fun'), useful: types.has('useful'), daily: types.has('daily') };
    });
  }

  /** A member's ready photo may have changed (it became ready or was replaced). */
  async refreshPhoto(userId: string): Promise<void> {
    await this.records.refreshPhoto(userId, async () => (await this.photos.readyUrls([userId])).get(userId) ?? null);
  }
}
