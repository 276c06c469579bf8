import type { MediaStatus } from './media-object.entity.js';

/** One status change of a media object, kept as a log: it shows each change happened once. */
export class StatusChange {
  id!: string;
  mediaId!: string;
  status!: MediaStatus;
  changedAt!: Date;
}
