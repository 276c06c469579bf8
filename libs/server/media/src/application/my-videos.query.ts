import type { Clock } from '@ember/kernel';
import type { MediaObject } from '../domain/media-object.entity.js';
import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import { MediaNotFoundError } from '../domain/media.errors.js';
import type { MediaJobs } from './media-jobs.port.js';
import { type VideoView, toVideoView } from './media-view.js';

/** An upload still waiting this long is queued again (a lost enqueue); the job id makes it harmless. */
const requeueAfterMs = 30_000;

/** The member's own videos with their processing status and progress, for the videos screen to poll. */
export class MyVideosQuery {
  constructor(
    private readonly media: MediaObjectRepository,
    private readonly jobs: MediaJobs,
    private readonly clock: Clock,
  ) {}

  async list(ownerId: string): Promise<VideoView[]> {
    const videos = await this.media.listByOwner(ownerId, 'video');
    return Promise.all(videos.map((video) => this.view(video)));
  }

  async get(ownerId: string, videoId: string): Promise<VideoView> {
    const video = await this.media.findById(videoId);
    if (!video || video.ownerId !== ownerId || video.kind !== 'video') throw new MediaNotFoundError();
    return this.view(video);
  }

  private async view(video: MediaObject): Promise<VideoView> {
    if (video.status === 'uploaded' && this.clock.now().getTime() - video.createdAt.getTime() > requeueAfterMs) {
      await this.jobs.enqueue(video);
    }
    const progress = video.status === 'processing' ? await this.jobs.progressOf(video) : null;
    return toVideoView(video, progress);
  }
}
