import type { Clock } from '@ember/kernel';
import type { MediaObject } from '../domain/media-object.entity.js';
import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import type { PromptType } from '../domain/prompt.catalogue.js';
import type { MediaEvents } from './media-events.js';
import type { MediaIntake } from './media-intake.js';
import { mediaUrl } from './media-view.js';

/** A ready photo or prompt video as the operator reviews it. */
export interface ReviewedMedia {
  id: string;
  ownerId: string;
  kind: 'photo' | 'video';
  promptId: string | null;
  promptType: PromptType | null;
  url: string;
  previewUrl: string | null;
  readyAt: Date;
}

function toReviewed(media: MediaObject): ReviewedMedia {
  return {
    id: media.id,
    ownerId: media.ownerId,
    kind: media.kind,
    promptId: media.promptId,
    promptType: media.promptType,
    url: mediaUrl(media, media.processedFile()) ?? '',
    previewUrl: mediaUrl(media, media.previewFile()),
    readyAt: media.readyAt ?? media.updatedAt,
  };
}

/**
 * Content review for the moderation context: every new or replaced photo and prompt video waits,
 * once ready, until an operator approves it or removes it. A removal deletes the row and its stored
 * files, so its URLs answer 404 from then on and the slot is empty for a new upload.
 */
export class MediaReview {
  constructor(
    private readonly media: MediaObjectRepository,
    private readonly intake: MediaIntake,
    private readonly events: MediaEvents,
    private readonly clock: Clock,
  ) {}

  async awaiting(limit: number): Promise<{ items: ReviewedMedia[]; total: number }> {
    const { items, total } = await this.media.awaitingReview(limit);
    return { items: items.map(toReviewed), total };
  }

  /** A member's ready photo and videos, newest first (the report decisions pick from them). */
  async readyOf(ownerId: string): Promise<ReviewedMedia[]> {
    const [photos, videos] = await Promise.all([
      this.media.listReady([ownerId], 'photo'),
      this.media.listReady([ownerId], 'video'),
    ]);
    return [...photos, ...videos].map(toReviewed);
  }

  /** Null when there is no such ready media (replaced or removed meanwhile). */
  async approve(mediaId: string): Promise<ReviewedMedia | null> {
    const media = await this.ready(mediaId);
    if (!media) return null;
    media.approve(this.clock.now());
    return (await this.media.saveReview(media)) ? toReviewed(media) : null;
  }

  /** Null when there is no such ready media. */
  async remove(mediaId: string): Promise<ReviewedMedia | null> {
    const media = await this.ready(mediaId);
    if (!media) return null;
    await this.media.delete(media);
    await this.intake.remove([media]);
    await this.events.changed(media.ownerId, media.kind === 'video' ? 'videos' : 'photo');
    return toReviewed(media);
  }

  private async ready(mediaId: string): Promise<MediaObject | null> {
    const media = await this.media.findById(mediaId);
    return media?.status === 'ready' ? media : null;
  }
}
