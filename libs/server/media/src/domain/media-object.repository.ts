import type { MediaObject, MediaStatus } from './media-object.entity.js';
import type { MediaKind } from './media-signature.js';

export abstract class MediaObjectRepository {
  abstract findById(id: string): Promise<MediaObject | null>;
  abstract findByToken(token: string): Promise<MediaObject | null>;
  /** The owner's media of a kind, newest first. */
  abstract listByOwner(ownerId: string, kind: MediaKind): Promise<MediaObject[]>;
  /** Ready media of a kind for several owners at once (profiles list many members). */
  abstract listReady(ownerIds: readonly string[], kind: MediaKind): Promise<MediaObject[]>;
  /** The prompt types of each owner's ready videos; owners without any are absent. */
  abstract readyVideoTypes(ownerIds: readonly string[]): Promise<Map<string, Set<string>>>;
  /**
   * Adds the media in its slot, in one transaction with removing whatever held the slot before;
   * returns the removed media so their files can go too.
   */
  abstract replaceSlot(media: MediaObject): Promise<MediaObject[]>;
  /**
   * Saves a status change only if the stored status is still `from`, and logs it; false when
   * another delivery of the same job got there first or the media was deleted meanwhile.
   */
  abstract saveTransition(media: MediaObject, from: MediaStatus): Promise<boolean>;
  abstract delete(media: MediaObject): Promise<void>;
  /** Ready media no operator has approved yet, oldest first, and how many there are in all. */
  abstract awaitingReview(limit: number): Promise<{ items: MediaObject[]; total: number }>;
  /** Stores an approval; false when the media is gone or no longer ready. */
  abstract saveReview(media: MediaObject): Promise<boolean>;
}
