import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, CLOCK, RateLimiter, useCase } from '@ember/platform';
import { IncomingFiles } from './application/incoming-files.port.js';
import { MediaIntake } from './application/media-intake.js';
import { MediaEvents } from './application/media-events.js';
import { MediaJobs } from './application/media-jobs.port.js';
import { MEDIA_SETTINGS } from './application/media-settings.js';
import { MediaStorage } from './application/media-storage.port.js';
import { MediaReview } from './application/media-review.js';
import { MemberVideos } from './application/member-videos.js';
import { ProfilePhotos } from './application/profile-photos.js';
import { UploadThrottle } from './application/upload-throttle.port.js';
import { MediaObjectRepository } from './domain/media-object.repository.js';
import { BullMediaJobs } from './infrastructure/bull-media-jobs.js';
import { createMediaStorage, mediaSettings } from './infrastructure/media-config.js';
import { NodeIncomingFiles } from './infrastructure/node-incoming-files.js';
import { RedisUploadThrottle } from './infrastructure/redis-upload-throttle.js';
import { S3Storage } from './infrastructure/s3.storage.js';
import { SqlMediaObjectRepository } from './infrastructure/sql-media-object.repository.js';

/**
 * Media without HTTP, for the worker and other contexts' core modules: settings, storage, the
 * media table, the queue, intake, the facades (`ProfilePhotos`, `MemberVideos`, `MediaReview`) and the media events.
 */
@Module({
  providers: [
    { provide: MEDIA_SETTINGS, inject: [APP_CONFIG], useFactory: mediaSettings },
    { provide: MediaStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMediaStorage(config) },
    { provide: MediaObjectRepository, useClass: SqlMediaObjectRepository },
    { provide: MediaJobs, useClass: BullMediaJobs },
    // One hub per process, shared by the api's and the worker's media modules and their listeners.
    { provide: MediaEvents, useValue: new MediaEvents() },
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
    useCase(ProfilePhotos, [MediaObjectRepository, MediaIntake, IncomingFiles]),
    useCase(MemberVideos, [MediaObjectRepository]),
    useCase(MediaReview, [MediaObjectRepository, MediaIntake, MediaEvents, CLOCK]),
  ],
  exports: [
    MEDIA_SETTINGS,
    MediaStorage,
    MediaObjectRepository,
    MediaJobs,
    UploadThrottle,
    IncomingFiles,
    MediaIntake,
    ProfilePhotos,
    MemberVideos,
    MediaReview,
    MediaEvents,
  ],
})
export class MediaCoreModule implements OnApplicationShutdown {
  constructor(@Inject(MediaStorage) private readonly storage: MediaStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
