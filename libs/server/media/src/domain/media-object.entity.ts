import type { MediaKind } from './media-signature.js';
import type { MediaSlot } from './media-slot.js';
import type { PromptType } from './prompt.catalogue.js';

export const mediaStatuses = ['uploaded', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

/** The stored files of a media object; only the processed ones are ever served. */
export const mediaFiles = {
  photo: { processed: 'photo.jpg', preview: 'thumb.jpg' },
  video: { processed: 'video.mp4', preview: 'poster.jpg' },
} as const;

export type ServedFile = 'photo.jpg' | 'thumb.jpg' | 'video.mp4' | 'poster.jpg';

export const servedContentTypes: Readonly<Record<ServedFile, string>> = {
  'photo.jpg': 'image/jpeg',
  'thumb.jpg': 'image/jpeg',
  'video.mp4': 'video/mp4',
  'poster.jpg': 'image/jpeg',
};

export interface ProcessedMedia {
  width: number;
  height: number;
  durationMs: number | null;
}

export interface NewMedia {
  id: string;
  ownerId: string;
  kind: MediaKind;
  slot: MediaSlot;
  prompt?: { id: string; type: PromptType } | undefined;
  /** Random and long: every storage key and URL of the media derives from it, never from a member id. */
  token: string;
  contentType: string;
  bytes: number;
  now: Date;
}

/**
 * A member's photo or video, from upload to served files:
 * uploaded → processing → ready | failed. Ready and failed are final; a replacement upload is a
 * new media object.
 */
export class MediaObject {
  id!: string;
  ownerId!: string;
  kind!: MediaKind;
  slot!: MediaSlot;
  promptType: PromptType | null = null;
  promptId: string | null = null;
  status!: MediaStatus;
  token!: string;
  originalContentType!: string;
  originalBytes!: number;
  width: number | null = null;
  height: number | null = null;
  durationMs: number | null = null;
  failureCode: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;
  readyAt: Date | null = null;
  /** When an operator looked at it and let it stand; ready media without it wait in the review queue. */
  reviewedAt: Date | null = null;

  static upload(fields: NewMedia): MediaObject {
    const media = new MediaObject();
    media.id = fields.id;
    media.ownerId = fields.ownerId;
    media.kind = fields.kind;
    media.slot = fields.slot;
    media.promptType = fields.prompt?.type ?? null;
    media.promptId = fields.prompt?.id ?? null;
    media.status = 'uploaded';
    media.token = fields.token;
    media.originalContentType = fields.contentType;
    media.originalBytes = fields.bytes;
    media.width = null;
    media.height = null;
    media.durationMs = null;
    media.failureCode = null;
    media.createdAt = fields.now;
    media.updatedAt = fields.now;
    media.readyAt = null;
    media.reviewedAt = null;
    return media;
  }

  isFinished(): boolean {
    return this.status === 'ready' || this.status === 'failed';
  }

  processedFile(): ServedFile {
    return mediaFiles[this.kind].processed;
  }

  previewFile(): ServedFile {
    return mediaFiles[this.kind].preview;
  }

  /** Storage keys: `<kind>s/<token>/<file>`. */
  keyOf(file: ServedFile | 'original'): string {
    return `${this.kind}s/${this.token}/${file}`;
  }

  /** Every key the media may occupy, for deletion. */
  allKeys(): string[] {
    return [this.keyOf('original'), this.keyOf(this.processedFile()), this.keyOf(this.previewFile())];
  }

  serves(file: string): file is ServedFile {
    return this.status === 'ready' && (file === this.processedFile() || file === this.previewFile());
  }

  /** An operator approved it; only ready media are reviewed (nothing is shown before). */
  approve(now: Date): void {
    if (this.status !== 'ready') throw new Error(`media ${this.id} is ${this.status}, not ready`);
    this.reviewedAt = now;
  }

  /** Returns false when processing had already begun (a retry or a second delivery). */
  beginProcessing(now: Date): boolean {
    this.assertOpen();
    if (this.status === 'processing') return false;
    this.moveTo('processing', now);
    return true;
  }

  complete(result: ProcessedMedia, now: Date): void {
    this.assertOpen();
    this.width = result.width;
    this.height = result.height;
    this.durationMs = result.durationMs;
    this.readyAt = now;
    this.moveTo('ready', now);
  }

  fail(code: string, now: Date): void {
    this.assertOpen();
    this.failureCode = code;
    this.moveTo('failed', now);
  }

  private assertOpen(): void {
    if (this.isFinished()) throw new Error(`media ${this.id} is already ${this.status}`);
  }

  private moveTo(status: MediaStatus, now: Date): void {
    this.status = status;
    this.updatedAt = now;
  }
}
