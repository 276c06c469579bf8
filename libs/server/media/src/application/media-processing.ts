import { type Clock, isDomainError } from '@ember/kernel';
import type { MediaObject, ProcessedMedia } from '../domain/media-object.entity.js';
import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import type { MediaKind } from '../domain/media-signature.js';
import type { MediaStorage } from './media-storage.port.js';
import type { ScratchDirectory, ScratchSpace } from './scratch-space.port.js';
import type { MediaChange, MediaEvents } from './media-events.js';

export interface JobAttempt {
  /** No retry follows if this one fails. */
  lastAttempt: boolean;
  /** Percent done, 0-100. */
  progress(percent: number): Promise<void>;
}

/** Turns the original (a local copy in `scratch`) into the processed file and preview, both in `scratch`. */
export type MediaWork = (
  media: MediaObject,
  original: string,
  scratch: ScratchDirectory,
  attempt: JobAttempt,
) => Promise<ProcessedMedia>;

/**
 * The frame every processing job runs in, built for at-least-once delivery: a job for media
 * that were deleted or already finished does nothing; outputs go to deterministic keys, so a
 * retry overwrites rather than duplicates; and each status change is a compare-and-set, so the
 * media become ready (or failed) exactly once however often the job runs.
 */
export class MediaProcessing {
  constructor(
    private readonly media: MediaObjectRepository,
    private readonly storage: MediaStorage,
    private readonly scratch: ScratchSpace,
    private readonly clock: Clock,
    private readonly events: MediaEvents,
  ) {}

  async run(mediaId: string, kind: MediaKind, attempt: JobAttempt, work: MediaWork): Promise<void> {
    const media = await this.media.findById(mediaId);
    if (!media || media.kind !== kind) return;
    if (media.isFinished()) {
      // A retry after the listeners of a ready item failed tells them again (they re-read; harmless).
      if (media.status === 'ready') await this.events.changed(media.ownerId, changeOf(media));
      return;
    }

    const scratch = await this.scratch.create(media.id);
    try {
      // A local original is read where it lies; a remote one is fetched first.
      const original = this.storage.localPath(media.keyOf('original')) ?? scratch.file('original');
      // Telling the client "processing" need not hold up the work.
      await Promise.all([
        media.beginProcessing(this.clock.now()) ? this.media.saveTransition(media, 'uploaded') : undefined,
        original === scratch.file('original') ? this.storage.download(media.keyOf('original'), original) : undefined,
      ]);
      const result = await work(media, original, scratch, attempt);
      await Promise.all([
        this.storage.put(media.keyOf(media.processedFile()), scratch.file(media.processedFile()), mimeOf(media)),
        this.storage.put(media.keyOf(media.previewFile()), scratch.file(media.previewFile()), 'image/jpeg'),
      ]);

      media.complete(result, this.clock.now());
      if (await this.media.saveTransition(media, 'processing')) {
        // The original may carry location metadata and is not needed once the media are ready.
        await this.storage.delete([media.keyOf('original')]);
        await this.events.changed(media.ownerId, changeOf(media));
      } else if (!(await this.media.findById(media.id))) {
        // Deleted (or replaced) while this job ran: leave nothing behind.
        await this.storage.delete(media.allKeys());
      }
    } catch (error) {
      if (isDomainError(error) || attempt.lastAttempt) await this.fail(media.id, failureCode(error));
      throw error;
    } finally {
      await scratch.dispose();
    }
  }

  private async fail(mediaId: string, code: string): Promise<void> {
    const media = await this.media.findById(mediaId);
    if (!media || media.isFinished()) return;
    const from = media.status;
    media.fail(code, this.clock.now());
    await this.media.saveTransition(media, from);
  }
}

function changeOf(media: MediaObject): MediaChange {
  return media.kind === 'video' ? 'videos' : 'photo';
}

function mimeOf(media: MediaObject): string {
  return media.kind === 'video' ? 'video/mp4' : 'image/jpeg';
}

function failureCode(error: unknown): string {
  return isDomainError(error) ? error.code : 'media.processing-failed';
}
