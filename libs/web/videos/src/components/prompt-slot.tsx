import { useState } from 'react';
import type { MyVideo, VideoPrompt } from '@ember/api-client';
import type { MediaPlatform } from '../model/camera-recorder';
import { PromptVideoDialog } from './prompt-video-dialog';
import { VideoSlotCard } from './video-slot-card';

export interface PromptSlotProps {
  prompt: VideoPrompt;
  /** The video holding the prompt's slot. */
  video: MyVideo | undefined;
  /** Every prompt, to name the one the slot's video answers. */
  prompts: readonly VideoPrompt[];
  heading: string;
  recorderPlatform?: MediaPlatform | null;
}

/** A slot's video card and the prompt dialog it opens. */
export function PromptSlot({ prompt, video, prompts, heading, recorderPlatform }: PromptSlotProps) {
  const [open, setOpen] = useState(false);
  const answered = video ? prompts.find((candidate) => candidate.id === video.promptId) : undefined;
  return (
    <>
      <VideoSlotCard heading={heading} video={video} answeredTitle={answered?.title} onOpen={() => setOpen(true)} />
      <PromptVideoDialog
        prompt={prompt}
        video={video}
        answeredPromptTitle={answered && answered.id !== prompt.id ? answered.title : undefined}
        open={open}
        onClose={() => setOpen(false)}
        recorderPlatform={recorderPlatform}
      />
    </>
  );
}
