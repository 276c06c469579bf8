import { useListPromptsQuery, useListVideosQuery } from '@ember/api-client';
import type { MediaPlatform } from '../model/camera-recorder';
import { PromptTypeSection } from './prompt-type-section';

/**
 * The prompts of one type as a list to choose from, and the slot's video card with its prompt
 * dialog: the vibe check's step 4 for members who discover people through videos (spec 1 §2.7).
 */
export function PromptTypePicker({
  type,
  recorderPlatform,
}: {
  type: 'fun' | 'useful';
  recorderPlatform?: MediaPlatform | null;
}) {
  const prompts = useListPromptsQuery();
  const videos = useListVideosQuery();
  if (prompts.isLoading) return <p>Loading prompts…</p>;
  if (!prompts.data) return <p>We couldn&apos;t load the prompts just now.</p>;
  return (
    <PromptTypeSection
      key={type}
      type={type}
      prompts={prompts.data.prompts}
      videos={videos.data?.videos ?? []}
      chooser="list"
      recorderPlatform={recorderPlatform}
    />
  );
}
