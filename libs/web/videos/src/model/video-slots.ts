import type { MyVideo, VideoPrompt } from '@ember/api-client';
import type { VideoCardStatus } from './video-texts';

type PromptType = 'fun' | 'useful' | 'daily';

/** What the slot rules need of a video: the member's own list or a profile's ready videos. */
export interface SlottedVideo {
  promptId: string;
  promptType: PromptType;
  /** The member's own videos carry their status; a profile's videos are all ready. */
  status?: MyVideo['status'];
}

/**
 * Spec 1 §4: one fun video, one useful video, one answer per daily prompt; a new upload replaces
 * the video with the same prompt id or type. The video that holds the prompt's slot, newest first.
 */
export function videoInSlot<Video extends SlottedVideo>(
  videos: readonly Video[],
  prompt: Pick<VideoPrompt, 'id' | 'type'>,
): Video | undefined {
  return videos.find((video) =>
    prompt.type === 'daily' ? video.promptId === prompt.id : video.promptType === prompt.type,
  );
}

const isReady = (video: SlottedVideo) => (video.status ?? 'ready') === 'ready';

/** Spec 1 §2.8: 'Completed' once a video exists for the slot, else 'Not Started'. */
export function cardStatus(video: SlottedVideo | undefined): VideoCardStatus {
  return video && isReady(video) ? 'Completed' : 'Not Started';
}

export interface Discoverability {
  fun: boolean;
  useful: boolean;
  /** Spec 1 §9: at least two videos, one fun and one useful. */
  discoverable: boolean;
}

/** Spec 1 §9, spec 3 §5: discoverable with a ready fun video and a ready useful video. */
export function discoverability(videos: readonly SlottedVideo[]): Discoverability {
  const fun = videos.some((video) => video.promptType === 'fun' && isReady(video));
  const useful = videos.some((video) => video.promptType === 'useful' && isReady(video));
  return { fun, useful, discoverable: fun && useful };
}

/**
 * How many of the two discoverability slots (fun, useful) hold a ready video: what "two videos"
 * counts for the journey's reminder and all-set state.
 */
export function discoverabilitySlotsFilled(videos: readonly SlottedVideo[]): 0 | 1 | 2 {
  const { fun, useful } = discoverability(videos);
  return ((fun ? 1 : 0) + (useful ? 1 : 0)) as 0 | 1 | 2;
}

/** Whether the api is still working on the video (poll it). */
export function isProcessing(video: Pick<MyVideo, 'status'>): boolean {
  return video.status === 'uploaded' || video.status === 'processing';
}

/** The prompts of one type, in catalogue order. */
export function promptsOfType(prompts: readonly VideoPrompt[], type: PromptType): VideoPrompt[] {
  return prompts.filter((prompt) => prompt.type === type);
}
