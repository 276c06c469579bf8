/** The spec's photo texts (spec 1 §5 and §8), verbatim. */
export const photoMessages = {
  notAnImage: 'please upload an image file (jpg, png, heic, etc.)',
  processingFailed: 'failed to process image. please try a different photo.',
  uploadFailed: 'failed to upload photo. please try again.',
  readFailed: 'Failed to read file',
  loadFailed: 'Failed to load image',
  compressFailed: 'Failed to compress image',
} as const;

export type PhotoFailure = 'read' | 'load' | 'compress';

/** Why an image could not be prepared; `message` is the step's own text, kept for the log. */
export class PhotoProcessingError extends Error {
  constructor(readonly failure: PhotoFailure) {
    super(
      failure === 'read'
        ? photoMessages.readFailed
        : failure === 'load'
          ? photoMessages.loadFailed
          : photoMessages.compressFailed,
    );
    this.name = 'PhotoProcessingError';
  }
}
