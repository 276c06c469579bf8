import { type ReactNode, useState } from 'react';
import type { MyVideo, VideoPrompt } from '@ember/api-client';
import type { MediaPlatform } from '../model/camera-recorder';
import { promptsOfType, videoInSlot } from '../model/video-slots';
import { PromptChooser } from './prompt-chooser';
import { PromptSlot } from './prompt-slot';

export interface PromptTypeSectionProps {
  type: 'fun' | 'useful';
  prompts: readonly VideoPrompt[];
  videos: readonly MyVideo[];
  chooser: 'select' | 'list';
  recorderPlatform?: MediaPlatform | null;
  /** What goes above the chooser (a heading and a word on the type). */
  children?: ReactNode;
}

/**
 * A fun or useful slot: its prompt selector (on the prompt the slot's video answers, else the
 * first) and its video card with the prompt dialog.
 */
export function PromptTypeSection({
  type,
  prompts,
  videos,
  chooser,
  recorderPlatform,
  children,
}: PromptTypeSectionProps) {
  const ofType = promptsOfType(prompts, type);
  const video = videoInSlot(videos, { id: '', type });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = ofType.find((prompt) => prompt.id === (chosenId ?? video?.promptId)) ?? ofType[0];
  if (!chosen) return null;
  const selector = (
    <PromptChooser
      prompts={ofType}
      chosen={chosen}
      onChoose={(prompt) => setChosenId(prompt.id)}
      label={chooser === 'list' ? 'Prompts you can answer' : `${type} prompt`}
      variant={chooser}
    />
  );
  const card = (
    <PromptSlot
      prompt={chosen}
      video={video}
      prompts={prompts}
      heading={`your ${type} video`}
      recorderPlatform={recorderPlatform}
    />
  );
  // A drop-down sits above the card it chooses for; a long list goes below it.
  return (
    <>
      {children}
      {chooser === 'select' ? selector : card}
      {chooser === 'select' ? card : selector}
    </>
  );
}
