import type { MyVideo, VideoPrompt } from '@ember/api-client';
import type { VideoCardStatus } from './video-texts';

export { type Discoverability, discoverability, discoverabilitySlotsFilled } from '@ember/member-rules';

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

/** Whether the api is still working on the video (poll it). */
export function isProcessing(video: Pick<MyVideo, 'status'>): boolean {
  return video.status === 'uploaded' || video.status === 'processing';
}

/** The prompts of one type, in catalogue order. */
export function promptsOfType(prompts: readonly VideoPrompt[], type: PromptType): VideoPrompt[] {
  return prompts.filter((prompt) => prompt.type === type);
}
