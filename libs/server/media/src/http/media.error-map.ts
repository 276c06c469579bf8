import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as mediaErrors from '../domain/media.errors.js';

export const mediaErrorMap: ErrorStatusMap<ErrorCodes<typeof mediaErrors>> = {
  'media.not-an-image': 400,
  'media.not-a-video': 400,
  'media.file-missing': 400,
  'media.malformed-upload': 400,
  'media.unknown-prompt': 400,
  'media.prompt-type-mismatch': 400,
  'media.prompt-required': 400,
  'media.not-found': 404,
  'media.too-large': 413,
  'media.too-many-pixels': 413,
  'media.image-unreadable': 422,
  'media.video-unreadable': 422,
  'media.upload-limit': 429,
};
