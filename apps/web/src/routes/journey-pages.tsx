// The journey chunk: /emberite/journey and its step pages.
import { JourneyPage as JourneyScreen } from '@ember/journey';
import { JourneyVideoPrompt } from '@ember/videos';

export { RoadmapStepPage } from '@ember/journey';

/** The journey with the videos feature's prompts: features meet here, not in each other. */
export function JourneyPage() {
  return <JourneyScreen VideoPrompt={JourneyVideoPrompt} />;
}
