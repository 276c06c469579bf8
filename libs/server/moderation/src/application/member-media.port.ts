/** A member's ready photo or prompt video, as the operator reviews it (media). */
export interface MemberMediaItem {
  id: string;
  ownerId: string;
  kind: 'photo' | 'video';
  promptId: string | null;
  promptType: string | null;
  url: string;
  previewUrl: string | null;
  readyAt: Date;
}

/** Members' photos and videos and what the operator may do with them (media). */
export abstract class MemberMedia {
  /** Ready media nobody approved yet, oldest first, and how many wait in all. */
  abstract awaitingReview(limit: number): Promise<{ items: MemberMediaItem[]; total: number }>;
  abstract readyOf(memberId: string): Promise<MemberMediaItem[]>;
  /** Null when the media is gone or not ready. */
  abstract approve(mediaId: string): Promise<MemberMediaItem | null>;
  /** Deletes the media and its files for good; null when it is gone or not ready. */
  abstract remove(mediaId: string): Promise<MemberMediaItem | null>;
}
