import type { ProfileVideo } from '../domain/visibility.js';

/** Members' prompt videos; the media context provides them. */
export abstract class MemberVideos {
  /** Ready videos per member; members without any are absent from the map. */
  abstract videosOf(userIds: readonly string[]): Promise<Map<string, ProfileVideo[]>>;
}
