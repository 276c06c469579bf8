import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live: a local directory or an S3-compatible bucket. Keys are relative paths
 * (`videos/<token>/video.mp4`); callers never see where the bytes really are.
 */
export abstract class MediaStorage {
  /** Moves a local file into storage under `key` (replacing what was there); the source is gone afterwards. */
  abstract put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Copies a stored object to a local file, for processing. */
  abstract download(key: string, targetPath: string): Promise<void>;
  /** Where the object already sits on local disk, for reading in place; null when it is remote. */
  abstract localPath(key: string): string | null;
  /** The object's size, or null when there is none. */
  abstract stat(key: string): Promise<{ size: number } | null>;
  /** The object's bytes, or a range of them; the object must exist. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the objects; missing ones are no error. */
  abstract delete(keys: readonly string[]): Promise<void>;
}
