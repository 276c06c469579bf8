import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import { MediaJobs } from './application/media-jobs.port.js';
import { MEDIA_SETTINGS } from './application/media-settings.js';
import { MediaStorage } from './application/media-storage.port.js';
import { MediaEvents } from './application/media-events.js';
import { MediaObjectRepository } from './domain/media-object.repository.js';
import { BullMediaJobs } from './infrastructure/bull-media-jobs.js';
import { createMediaStorage, mediaSettings } from './infrastructure/media-config.js';
import { S3Storage } from './infrastructure/s3.storage.js';
import { SqlMediaObjectRepository } from './infrastructure/sql-media-object.repository.js';

/** What the api and the worker share: settings, storage, the media table, the queue and the video events. */
@Module({
  providers: [
    { provide: MEDIA_SETTINGS, inject: [APP_CONFIG], useFactory: mediaSettings },
    { provide: MediaStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMediaStorage(config) },
    { provide: MediaObjectRepository, useClass: SqlMediaObjectRepository },
    { provide: MediaJobs, useClass: BullMediaJobs },
    // One hub per process, shared by the api's and the worker's media modules and their listeners.
    { provide: MediaEvents, useValue: new MediaEvents() },
  ],
  exports: [MEDIA_SETTINGS, MediaStorage, MediaObjectRepository, MediaJobs, MediaEvents],
})
export class MediaCoreModule implements OnApplicationShutdown {
  constructor(@Inject(MediaStorage) private readonly storage: MediaStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
