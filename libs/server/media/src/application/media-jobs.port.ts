import type { MediaObject } from '../domain/media-object.entity.js';

/** The processing queue, seen from the use cases. Job ids derive from the media id, so enqueueing twice is harmless. */
export abstract class MediaJobs {
  abstract enqueue(media: MediaObject): Promise<void>;
  /** Drops the media's job unless a worker already holds it. */
  abstract cancel(media: MediaObject): Promise<void>;
  /** Percent done of the media's job, or null when there is no job. */
  abstract progressOf(media: MediaObject): Promise<number | null>;
}
