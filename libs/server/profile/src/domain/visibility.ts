export const videoPromptTypes = ['fun', 'useful', 'daily'] as const;
export type VideoPromptType = (typeof videoPromptTypes)[number];

/** A prompt video of a member, as the media context reports it. */
export interface ProfileVideo {
  id: string;
  promptId: string;
  promptType: VideoPromptType;
  videoUrl: string;
  thumbnailUrl: string | null;
}

/** What still keeps a member from being seen by others. */
export type VisibilityGap = 'prelaunch' | 'fun-video' | 'useful-video';

export interface Discoverability {
  discoverable: boolean;
  missing: VisibilityGap[];
}

/**
 * Others see a member once the pre-launch date has passed and the member has at least two videos,
 * one answering a fun prompt and one a useful prompt (spec 1 §9, spec 3 §6).
 */
export function discoverabilityOf(videos: readonly ProfileVideo[], now: Date, visibleFrom: Date): Discoverability {
  const missing: VisibilityGap[] = [];
  if (now.getTime() < visibleFrom.getTime()) missing.push('prelaunch');
  if (!videos.some((video) => video.promptType === 'fun')) missing.push('fun-video');
  if (!videos.some((video) => video.promptType === 'useful')) missing.push('useful-video');
  return { discoverable: missing.length === 0, missing };
}

/** Only members who uploaded a video see other members' videos (spec 1 §6). */
export function seesOthersVideos(viewerVideos: readonly ProfileVideo[]): boolean {
  return viewerVideos.length > 0;
}
