import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '@ember/platform';
import type { MediaSettings } from '../application/media-settings.js';
import type { MediaStorage } from '../application/media-storage.port.js';
import { findPrompt } from '../domain/prompt.catalogue.js';
import { LocalDirectoryStorage } from './local-directory.storage.js';
import { S3Storage } from './s3.storage.js';

export function createMediaStorage(config: AppConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 'local') return new LocalDirectoryStorage(config.MEDIA_DIR);
  return new S3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

export function mediaSettings(config: AppConfig): MediaSettings {
  const daily = findPrompt(config.MEDIA_DAILY_PROMPT);
  if (daily?.type !== 'daily')
    throw new Error(`MEDIA_DAILY_PROMPT: ${config.MEDIA_DAILY_PROMPT} is not a daily prompt`);
  return {
    maxPhotoBytes: config.MEDIA_MAX_PHOTO_BYTES,
    maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES,
    maxImagePixels: config.MEDIA_MAX_IMAGE_PIXELS,
    videoMaxSeconds: config.MEDIA_VIDEO_MAX_SECONDS,
    dailyPromptId: daily.id,
    workDir: config.MEDIA_WORK_DIR ?? join(tmpdir(), 'ember-media'),
  };
}
