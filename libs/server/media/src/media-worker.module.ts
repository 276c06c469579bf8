import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, CLOCK, useCase } from '@ember/platform';
import { CompressImageUseCase } from './application/compress-image.use-case.js';
import { ImageCompressor } from './application/image-compressor.port.js';
import { MediaProcessing } from './application/media-processing.js';
import { MEDIA_SETTINGS, type MediaSettings } from './application/media-settings.js';
import { MediaStorage } from './application/media-storage.port.js';
import { ScratchSpace } from './application/scratch-space.port.js';
import { TranscodeVideoUseCase } from './application/transcode-video.use-case.js';
import { MediaEvents } from './application/media-events.js';
import { VideoTranscoder } from './application/video-transcoder.port.js';
import { MediaObjectRepository } from './domain/media-object.repository.js';
import { FfmpegVideoTranscoder } from './infrastructure/ffmpeg-video-transcoder.js';
import { MediaCompressProcessor } from './infrastructure/media-compress.processor.js';
import { MediaTranscodeProcessor } from './infrastructure/media-transcode.processor.js';
import { SharpImageCompressor } from './infrastructure/sharp-image-compressor.js';
import { TempScratchSpace } from './infrastructure/temp-scratch-space.js';
import { MediaCoreModule } from './media-core.module.js';

/** The media jobs, for the worker: `media.compress-image` (sharp) and `media.transcode-video` (ffmpeg). */
@Module({
  imports: [MediaCoreModule],
  providers: [
    { provide: ImageCompressor, useClass: SharpImageCompressor },
    {
      provide: VideoTranscoder,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new FfmpegVideoTranscoder({ ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH }),
    },
    {
      provide: ScratchSpace,
      inject: [MEDIA_SETTINGS],
      useFactory: (settings: MediaSettings) => new TempScratchSpace(settings.workDir),
    },
    useCase(MediaProcessing, [MediaObjectRepository, MediaStorage, ScratchSpace, CLOCK, MediaEvents]),
    useCase(CompressImageUseCase, [MediaProcessing, ImageCompressor, MEDIA_SETTINGS]),
    useCase(TranscodeVideoUseCase, [MediaProcessing, VideoTranscoder, MEDIA_SETTINGS]),
    MediaCompressProcessor,
    MediaTranscodeProcessor,
  ],
})
export class MediaWorkerModule {}
