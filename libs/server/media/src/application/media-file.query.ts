import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import { type ServedFile, servedContentTypes } from '../domain/media-object.entity.js';
import { MediaNotFoundError } from '../domain/media.errors.js';

export interface MediaFileRequest {
  token: string;
  file: string;
  /** The signed-in caller, if any. */
  viewerId?: string | undefined;
  /** Operators review every video, whether or not they have one of their own. */
  viewerIsOperator?: boolean | undefined;
}

export interface MediaFile {
  key: string;
  contentType: string;
  /** Photos may sit in shared caches; videos are for signed-in viewers only. */
  shared: boolean;
}

/**
 * Which stored file a media URL names, if the caller may have it. Only ready media are served.
 * Photos are open to whoever holds the (unguessable) URL, as profile pages show them; a video is
 * for its owner and for members who have a ready video of their own (spec 1 §6: only members who
 * uploaded videos see others' videos), and for operators reviewing content. Everything else looks like it does not exist.
 */
export class MediaFileQuery {
  constructor(private readonly media: MediaObjectRepository) {}

  async execute(request: MediaFileRequest): Promise<MediaFile> {
    const media = await this.media.findByToken(request.token);
    if (!media || !media.serves(request.file)) throw new MediaNotFoundError();
    const file: ServedFile = request.file;
    if (media.kind === 'video' && media.ownerId !== request.viewerId && !request.viewerIsOperator) {
      const viewerTypes = request.viewerId ? await this.media.readyVideoTypes([request.viewerId]) : new Map();
      if (!viewerTypes.get(request.viewerId)?.size) throw new MediaNotFoundError();
    }
    return { key: media.keyOf(file), contentType: servedContentTypes[file], shared: media.kind === 'photo' };
  }
}
