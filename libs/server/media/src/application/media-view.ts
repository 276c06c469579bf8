import type { MediaObject, MediaStatus } from '../domain/media-object.entity.js';
import type { PromptType } from '../domain/prompt.catalogue.js';

/** Where the api serves media files; URLs are relative to the api's host. */
export const mediaPathPrefix = '/api/media';

const failureMessages: ReadonlyMap<string, string> = new Map([
  ['media.image-unreadable', 'failed to process image. please try a different photo.'],
  ['media.video-unreadable', 'failed to process video. please try a different video.'],
]);

/** A photo or video as members and other contexts see it. */
export interface MediaView {
  id: string;
  kind: 'photo' | 'video';
  status: MediaStatus;
  /** 0-100; 100 once ready. */
  progress: number;
  /** The processed file (photo.jpg, video.mp4); null until ready. */
  url: string | null;
  /** The thumbnail or poster; null until ready. */
  previewUrl: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  failureMessage: string | null;
  createdAt: Date;
}

export interface VideoView extends MediaView {
  promptId: string;
  promptType: PromptType;
}

export function mediaUrl(media: MediaObject, file: string): string | null {
  return media.status === 'ready' ? `${mediaPathPrefix}/${media.token}/${file}` : null;
}

export function toMediaView(media: MediaObject, progress: number | null = null): MediaView {
  return {
    id: media.id,
    kind: media.kind,
    status: media.status,
    progress: media.status === 'ready' ? 100 : media.status === 'processing' ? Math.min(99, progress ?? 0) : 0,
    url: mediaUrl(media, media.processedFile()),
    previewUrl: mediaUrl(media, media.previewFile()),
    width: media.width,
    height: media.height,
    durationMs: media.durationMs,
    failureMessage: media.failureCode
      ? (failureMessages.get(media.failureCode) ?? 'failed to process this file. please try another one.')
      : null,
    createdAt: media.createdAt,
  };
}

export function toVideoView(media: MediaObject, progress: number | null = null): VideoView {
  return { ...toMediaView(media, progress), promptId: media.promptId ?? '', promptType: media.promptType ?? 'daily' };
}
