import { Injectable } from '@nestjs/common';
import { MemberVideos as MediaVideos } from '@ember/media';
import { MemberVideos } from '../application/member-videos.port.js';
import type { ProfileVideo, VideoPromptType } from '../domain/visibility.js';

/** Ready prompt videos from the media context. */
@Injectable()
export class MediaMemberVideos extends MemberVideos {
  constructor(private readonly videos: MediaVideos) {
    super();
  }

  videosOf(userIds: readonly string[]): Promise<Map<string, ProfileVideo[]>> {
    return this.videos.videosOf([...new Set(userIds)]);
  }

  readyTypesOf(userIds: readonly string[]): Promise<Map<string, Set<VideoPromptType>>> {
    return this.videos.readyTypesOf([...new Set(userIds)]);
  }
}
