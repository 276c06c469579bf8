import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import { profilePhotoSlot } from '../domain/media-slot.js';
import type { MediaObject } from '../domain/media-object.entity.js';
import type { IncomingFile, IncomingFiles } from './incoming-files.port.js';
import type { MediaIntake } from './media-intake.js';
import { type MediaView, mediaPathPrefix, toMediaView } from './media-view.js';

/** Media URLs are this base plus a relative path; profiles may store the relative path (spec 1 §3 photoUrl). */
export const mediaBasePath = `${mediaPathPrefix}/`;

export interface AcceptedPhoto extends MediaView {
  /**
   * Where the JPEG is served once ready (404 until then), relative to `mediaBasePath`:
   * `<token>/photo.jpg`. Stable for the photo's life, so a profile can store it at once.
   */
  photoPath: string;
  /** The thumbnail's path, relative to `mediaBasePath`. */
  thumbnailPath: string;
}

/**
 * Profile photos, for the profile context (through `@ember/media`'s index) and the settings
 * screen. A member has one profile photo; a new upload replaces it. The photo becomes a JPEG of
 * at most 1920 px without metadata in the worker; until then its URLs are null.
 */
export class ProfilePhotos {
  constructor(
    private readonly media: MediaObjectRepository,
    private readonly intake: MediaIntake,
    private readonly files: IncomingFiles,
  ) {}

  /**
   * Takes an uploaded photo, replacing the member's previous one, and queues it for compression.
   * `file` is a file on local disk (from `MediaUploadInterceptor`, or any multer disk upload; it
   * is moved or removed) or the bytes of one. Throws the media context's domain errors (HTTP
   * statuses in its error map): not an image (400, the spec's message), too large (413), too many
   * pixels (413), upload limit (429).
   */
  async upload(ownerId: string, file: IncomingFile | Uint8Array | undefined): Promise<AcceptedPhoto> {
    const incoming = file instanceof Uint8Array ? await this.files.fromBytes(file) : file;
    const media = await this.intake.accept({ ownerId, file: incoming, kind: 'photo', slot: profilePhotoSlot });
    return { ...toMediaView(media), ...paths(media) };
  }

  /** The member's profile photo in any status (for the member's own screens). */
  async current(ownerId: string): Promise<MediaView | null> {
    const [latest] = await this.media.listByOwner(ownerId, 'photo');
    return latest ? toMediaView(latest) : null;
  }

  /** Ready profile photos of many members, by owner id (for profiles shown to others). */
  async readyOf(ownerIds: readonly string[]): Promise<Map<string, MediaView>> {
    const photos = await this.media.listReady(ownerIds, 'photo');
    return new Map(photos.map((photo) => [photo.ownerId, toMediaView(photo)]));
  }
}

function paths(media: MediaObject): Pick<AcceptedPhoto, 'photoPath' | 'thumbnailPath'> {
  return {
    photoPath: `${media.token}/${media.processedFile()}`,
    thumbnailPath: `${media.token}/${media.previewFile()}`,
  };
}
