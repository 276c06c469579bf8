import type { JobAttempt, MediaProcessing } from './media-processing.js';
import type { MediaSettings } from './media-settings.js';
import type { VideoTranscoder } from './video-transcoder.port.js';

/** `media.transcode-video`: any common video becomes a web-safe MP4 of at most the cap, plus a poster. */
export class TranscodeVideoUseCase {
  constructor(
    private readonly processing: MediaProcessing,
    private readonly transcoder: VideoTranscoder,
    private readonly settings: MediaSettings,
  ) {}

  execute(mediaId: string, attempt: JobAttempt): Promise<void> {
    return this.processing.run(mediaId, 'video', attempt, async (media, original, scratch) => {
      let reported = 0;
      return this.transcoder.transcode(
        original,
        { video: scratch.file(media.processedFile()), poster: scratch.file(media.previewFile()) },
        { maxSeconds: this.settings.videoMaxSeconds },
        (done) => {
          // Progress lives in Redis: report in steps, not on every line ffmpeg prints.
          const percent = Math.floor(done * 95);
          if (percent >= reported + 5) {
            reported = percent;
            void attempt.progress(percent).catch(() => undefined);
          }
        },
      );
    });
  }
}
