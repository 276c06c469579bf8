import { Module } from '@nestjs/common';
import { CLOCK, ErrorStatusRegistry, RateLimiter, useCase } from '@ember/platform';
import { DeleteVideoUseCase } from './application/delete-video.use-case.js';
import { IncomingFiles } from './application/incoming-files.port.js';
import { MediaFileQuery } from './application/media-file.query.js';
import { MediaIntake } from './application/media-intake.js';
import { MediaJobs } from './application/media-jobs.port.js';
import { MEDIA_SETTINGS } from './application/media-settings.js';
import { MediaStorage } from './application/media-storage.port.js';
import { MemberVideos } from './application/member-videos.js';
import { MyVideosQuery } from './application/my-videos.query.js';
import { ProfilePhotos } from './application/profile-photos.js';
import { UploadThrottle } from './application/upload-throttle.port.js';
import { UploadVideoUseCase } from './application/upload-video.use-case.js';
import { MediaEvents } from './application/media-events.js';
import { MediaObjectRepository } from './domain/media-object.repository.js';
import { MediaFilesController } from './http/media-files.controller.js';
import { mediaErrorMap } from './http/media.error-map.js';
import { ProfilePhotoController } from './http/profile-photo.controller.js';
import { VideosController } from './http/videos.controller.js';
import { MediaCoreModule } from './media-core.module.js';
import { NodeIncomingFiles } from './infrastructure/node-incoming-files.js';
import { RedisUploadThrottle } from './infrastructure/redis-upload-throttle.js';

/**
 * The media context's HTTP side (the api): uploads, videos, prompts, serving files, and the
 * facades other contexts use (`ProfilePhotos`, `MemberVideos`). Processing runs in the worker
 * (`MediaWorkerModule`).
 */
@Module({
  imports: [MediaCoreModule],
  controllers: [VideosController, ProfilePhotoController, MediaFilesController],
  providers: [
    RateLimiter,
    { provide: UploadThrottle, useClass: RedisUploadThrottle },
    { provide: IncomingFiles, useClass: NodeIncomingFiles },
    useCase(MediaIntake, [
      MediaObjectRepository,
      MediaStorage,
      MediaJobs,
      IncomingFiles,
      UploadThrottle,
      CLOCK,
      MEDIA_SETTINGS,
      MediaEvents,
    ]),
    useCase(UploadVideoUseCase, [MediaIntake, IncomingFiles, MEDIA_SETTINGS]),
    useCase(DeleteVideoUseCase, [MediaObjectRepository, MediaIntake, MediaEvents]),
    useCase(MyVideosQuery, [MediaObjectRepository, MediaJobs, CLOCK]),
    useCase(MediaFileQuery, [MediaObjectRepository]),
    useCase(ProfilePhotos, [MediaObjectRepository, MediaIntake, IncomingFiles]),
    useCase(MemberVideos, [MediaObjectRepository]),
  ],
  exports: [MediaCoreModule, UploadThrottle, ProfilePhotos, MemberVideos],
})
export class MediaModule {
  constructor(errors: ErrorStatusRegistry) {
    errors.register(mediaErrorMap);
  }
}
