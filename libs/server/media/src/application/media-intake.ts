import { randomBytes } from 'node:crypto';
import { type Clock, newId } from '@ember/kernel';
import { MediaObject } from '../domain/media-object.entity.js';
import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import {
  FileMissingError,
  FileTooLargeError,
  NotAVideoError,
  NotAnImageError,
  TooManyPixelsError,
  UploadLimitReachedError,
} from '../domain/media.errors.js';
import { type MediaKind, signatureLength, sniffSignature } from '../domain/media-signature.js';
import type { MediaSlot } from '../domain/media-slot.js';
import type { Prompt } from '../domain/prompt.catalogue.js';
import type { IncomingFile, IncomingFiles } from './incoming-files.port.js';
import type { MediaJobs } from './media-jobs.port.js';
import type { MediaSettings } from './media-settings.js';
import type { MediaStorage } from './media-storage.port.js';
import type { UploadThrottle } from './upload-throttle.port.js';
import type { MediaEvents } from './media-events.js';

export interface IntakeRequest {
  ownerId: string;
  file: IncomingFile | undefined;
  kind: MediaKind;
  slot: MediaSlot;
  prompt?: Prompt;
}

/**
 * Takes an upload in: judges it by its content (never its name), enforces the limits, stores the
 * original, puts it in its slot (removing what held the slot) and queues its processing. The api
 * does nothing heavy here; the worker decodes.
 */
export class MediaIntake {
  constructor(
    private readonly media: MediaObjectRepository,
    private readonly storage: MediaStorage,
    private readonly jobs: MediaJobs,
    private readonly files: IncomingFiles,
    private readonly throttle: UploadThrottle,
    private readonly clock: Clock,
    private readonly settings: MediaSettings,
    private readonly events: MediaEvents,
  ) {}

  async accept(request: IntakeRequest): Promise<MediaObject> {
    const { file, kind } = request;
    try {
      if (!file || file.size === 0) throw new FileMissingError(kind === 'video' ? 'video' : 'Photo');
      const limit = await this.throttle.consume(request.ownerId);
      if (!limit.allowed) throw new UploadLimitReachedError(limit.retryAfterSeconds);
      const maxBytes = kind === 'video' ? this.settings.maxVideoBytes : this.settings.maxPhotoBytes;
      if (file.size > maxBytes) throw new FileTooLargeError(maxBytes);

      const signature = sniffSignature(await this.files.head(file.path, signatureLength));
      if (signature?.kind !== kind) throw kind === 'photo' ? new NotAnImageError() : new NotAVideoError();
      if (kind === 'photo') {
        const size = await this.files.imageSize(file.path);
        if (!size) throw new NotAnImageError();
        if (size.width * size.height > this.settings.maxImagePixels)
          throw new TooManyPixelsError(this.settings.maxImagePixels);
      }

      const media = MediaObject.upload({
        id: newId(),
        ownerId: request.ownerId,
        kind,
        slot: request.slot,
        prompt: request.prompt,
        token: randomBytes(24).toString('base64url'),
        contentType: signature.contentType,
        bytes: file.size,
        now: this.clock.now(),
      });
      await this.storage.put(media.keyOf('original'), file.path, signature.contentType);
      let replaced: MediaObject[];
      try {
        replaced = await this.media.replaceSlot(media);
      } catch (error) {
        await this.storage.delete([media.keyOf('original')]);
        throw error;
      }
      await this.jobs.enqueue(media);
      await this.remove(replaced);
      // A new upload takes the slot at once: a ready item it replaced is gone until the new one is ready.
      if (replaced.some((old) => old.status === 'ready')) {
        await this.events.changed(request.ownerId, kind === 'video' ? 'videos' : 'photo');
      }
      return media;
    } finally {
      if (file) await this.files.discard(file.path);
    }
  }

  /** Files and pending jobs of media that left their slot; a job already running cleans up after itself. */
  async remove(media: readonly MediaObject[]): Promise<void> {
    for (const item of media) {
      await this.jobs.cancel(item);
      await this.storage.delete(item.allKeys());
    }
  }
}
