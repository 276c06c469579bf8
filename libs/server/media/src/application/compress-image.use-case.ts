import type { ImageCompressor } from './image-compressor.port.js';
import type { JobAttempt, MediaProcessing } from './media-processing.js';
import type { MediaSettings } from './media-settings.js';

/** `media.compress-image`: a photo becomes a JPEG of at most 1920 px and a thumbnail, without metadata. */
export class CompressImageUseCase {
  constructor(
    private readonly processing: MediaProcessing,
    private readonly compressor: ImageCompressor,
    private readonly settings: MediaSettings,
  ) {}

  execute(mediaId: string, attempt: JobAttempt): Promise<void> {
    return this.processing.run(mediaId, 'photo', attempt, async (media, original, scratch) => {
      const size = await this.compressor.compress(
        original,
        { photo: scratch.file(media.processedFile()), thumbnail: scratch.file(media.previewFile()) },
        { maxPixels: this.settings.maxImagePixels },
      );
      return { ...size, durationMs: null };
    });
  }
}
