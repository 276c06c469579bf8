// The vibe check chunk: /vibe-check, with the videos feature's prompt picker composed in.
import { lazy } from 'react';
import { VibeCheckPage as VibeCheckScreen } from '@ember/vibe-check';

// The videos library (prompt dialog, recorder, uploads) loads only for members who pick videos.
const PromptTypePicker = lazy(() => import('@ember/videos').then((module) => ({ default: module.PromptTypePicker })));

export function VibeCheckPage() {
  return <VibeCheckScreen PromptTypePicker={PromptTypePicker} />;
}
