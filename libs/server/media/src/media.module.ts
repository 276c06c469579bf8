import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { DeleteVideoUseCase } from './application/delete-video.use-case.js';
import { IncomingFiles } from './application/incoming-files.port.js';
import { MediaFileQuery } from './application/media-file.query.js';
import { MediaIntake } from './application/media-intake.js';
import { MediaJobs } from './application/media-jobs.port.js';
import { MediaEvents } from './application/media-events.js';
import { MEDIA_SETTINGS } from './application/media-settings.js';
import { MyVideosQuery } from './application/my-videos.query.js';
import { UploadVideoUseCase } from './application/upload-video.use-case.js';
import { MediaObjectRepository } from './domain/media-object.repository.js';
import { MediaFilesController } from './http/media-files.controller.js';
import { ProfilePhotoController } from './http/profile-photo.controller.js';
import { VideosController } from './http/videos.controller.js';
import { MediaCoreModule } from './media-core.module.js';

/**
 * The media context's HTTP side (the api): uploads, videos, prompts and serving files. The
 * facades other contexts use (`ProfilePhotos`, `MemberVideos`) live in `MediaCoreModule`;
 * processing runs in the worker (`MediaWorkerModule`).
 */
@Module({
  imports: [MediaCoreModule],
  controllers: [VideosController, ProfilePhotoController, MediaFilesController],
  providers: [
    useCase(UploadVideoUseCase, [MediaIntake, IncomingFiles, MEDIA_SETTINGS]),
    useCase(DeleteVideoUseCase, [MediaObjectRepository, MediaIntake, MediaEvents]),
    useCase(MyVideosQuery, [MediaObjectRepository, MediaJobs, CLOCK]),
    useCase(MediaFileQuery, [MediaObjectRepository]),
  ],
})
export class MediaModule {}
