/** An upload the HTTP layer received to local disk (the shape multer gives). */
export interface IncomingPhoto {
  path: string;
  size: number;
  originalname?: string;
  mimetype?: string;
}

export const photoStatuses = ['uploaded', 'processing', 'ready', 'failed'] as const;
export type PhotoStatus = (typeof photoStatuses)[number];

export interface PhotoState {
  status: PhotoStatus;
  /** The processed photo; null until it is ready. Relative to the api unless a full URL. */
  url: string | null;
  /** Why processing failed, in the member's words. */
  failureMessage: string | null;
}

/**
 * Members' profile photos (the media context): it judges an upload by its content, stores it and
 * makes it a JPEG of at most 1920 px without metadata; a new photo replaces the old one.
 */
export abstract class MemberPhotos {
  /** Throws the media context's errors (not an image, too large, upload limit) before storing anything. */
  abstract upload(ownerId: string, file: IncomingPhoto): Promise<PhotoState>;
  abstract current(ownerId: string): Promise<PhotoState | null>;
  /** URLs of ready photos, by member; members without one are absent. */
  abstract readyUrls(ownerIds: readonly string[]): Promise<Map<string, string>>;
}
