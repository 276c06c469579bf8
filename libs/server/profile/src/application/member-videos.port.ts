import type { ProfileVideo, VideoPromptType } from '../domain/visibility.js';

/** Members' prompt videos; the media context provides them. */
export abstract class MemberVideos {
  /** Ready videos per member; members without any are absent from the map. */
  abstract videosOf(userIds: readonly string[]): Promise<Map<string, ProfileVideo[]>>;
  /** The prompt types of each member's ready videos; members without any are absent. */
  abstract readyTypesOf(userIds: readonly string[]): Promise<Map<string, Set<VideoPromptType>>>;
}
