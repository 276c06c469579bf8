import { Injectable, type OnModuleInit } from '@nestjs/common';
import { VideoEvents } from '@ember/media';
import { MemberVisibility } from '../application/member-visibility.js';

/** The browse read model follows the media context's video events, in the api and in the worker alike. */
@Injectable()
export class MediaVideoEventsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: VideoEvents,
    private readonly visibility: MemberVisibility,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((ownerId) => this.visibility.refreshVideos(ownerId));
  }
}
