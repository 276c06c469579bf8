import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MediaEvents } from '@ember/media';
import { MemberVisibility } from '../application/member-visibility.js';

/** The browse read model follows the media context's events, in the api and in the worker alike. */
@Injectable()
export class MediaEventsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: MediaEvents,
    private readonly visibility: MemberVisibility,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((ownerId, change) =>
      change === 'videos' ? this.visibility.refreshVideos(ownerId) : this.visibility.refreshPhoto(ownerId),
    );
  }
}
