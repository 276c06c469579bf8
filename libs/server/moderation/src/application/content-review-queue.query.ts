import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberMedia, MemberMediaItem } from './member-media.port.js';
import type { MemberProfiles } from './member-profiles.port.js';
import { type MemberView, memberViewsOf } from './member-view.js';

export interface ContentReviewItem {
  media: MemberMediaItem;
  owner: MemberView | null;
}

const queueSize = 50;

/** New and replaced photos and prompt videos awaiting review, oldest first, with their owners. */
export class ContentReviewQueueQuery {
  constructor(
    private readonly media: MemberMedia,
    private readonly accounts: MemberAccounts,
    private readonly profiles: MemberProfiles,
  ) {}

  async execute(): Promise<{ items: ContentReviewItem[]; total: number }> {
    const { items, total } = await this.media.awaitingReview(queueSize);
    const ids = [...new Set(items.map((item) => item.ownerId))];
    const owners = new Map(
      memberViewsOf(await this.accounts.accounts(ids), await this.profiles.firstNamesOf(ids)).map((view) => [
        view.id,
        view,
      ]),
    );
    return { items: items.map((media) => ({ media, owner: owners.get(media.ownerId) ?? null })), total };
  }
}
