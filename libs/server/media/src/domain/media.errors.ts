import { DomainError, RateLimitedError } from '@ember/kernel';

/** The spec's text (spec 1 §5) for a photo that is not an image. */
export class NotAnImageError extends DomainError {
  readonly code = 'media.not-an-image';
  constructor() {
    super('please upload an image file (jpg, png, heic, etc.)');
  }
}

export class NotAVideoError extends DomainError {
  readonly code = 'media.not-a-video';
  constructor() {
    super('please upload a video file (mp4, webm, mov, etc.)');
  }
}

export class FileMissingError extends DomainError {
  readonly code = 'media.file-missing';
  constructor(field: string) {
    super(field === 'video' ? 'Please record or choose a video to upload.' : 'Please choose a photo to upload.', {
      field,
    });
  }
}

export class FileTooLargeError extends DomainError {
  readonly code = 'media.too-large';
  constructor(maxBytes: number) {
    super(`This file is too large. The limit is ${Math.floor(maxBytes / (1024 * 1024))} MB.`, { maxBytes });
  }
}

/** A decompression bomb, or simply a photo far bigger than any camera makes. */
export class TooManyPixelsError extends DomainError {
  readonly code = 'media.too-many-pixels';
  constructor(maxPixels: number) {
    super(`This image is too large. The limit is ${Math.floor(maxPixels / 1_000_000)} megapixels.`, { maxPixels });
  }
}

export class MalformedUploadError extends DomainError {
  readonly code = 'media.malformed-upload';
  constructor(reason: string) {
    super('The upload could not be read. Please try again.', { reason });
  }
}

export class UnknownPromptError extends DomainError {
  readonly code = 'media.unknown-prompt';
  constructor(promptId: string) {
    super('That prompt does not exist.', { promptId });
  }
}

export class PromptTypeMismatchError extends DomainError {
  readonly code = 'media.prompt-type-mismatch';
  constructor(promptId: string, promptType: string) {
    super(`The prompt ${promptId} is not a ${promptType} prompt.`, { promptId, promptType });
  }
}

export class PromptRequiredError extends DomainError {
  readonly code = 'media.prompt-required';
  constructor() {
    super('Please choose a prompt for this video.');
  }
}

/** Also for media that exist but belong to someone else: nobody learns that they exist. */
export class MediaNotFoundError extends DomainError {
  readonly code = 'media.not-found';
  constructor() {
    super('That media does not exist.');
  }
}

export class UploadLimitReachedError extends RateLimitedError {
  readonly code = 'media.upload-limit';
  constructor(retryAfterSeconds: number) {
    super('Too many uploads. Please wait a little and try again.', retryAfterSeconds);
  }
}

/** The worker could not decode the photo; retrying cannot help. Message: spec 1 §5. */
export class ImageUnreadableError extends DomainError {
  readonly code = 'media.image-unreadable';
  constructor(reason: string) {
    super('failed to process image. please try a different photo.', { reason });
  }
}

export class VideoUnreadableError extends DomainError {
  readonly code = 'media.video-unreadable';
  constructor(reason: string) {
    super('failed to process video. please try a different video.', { reason });
  }
}
