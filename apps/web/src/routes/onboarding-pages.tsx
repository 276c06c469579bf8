// The onboarding chunk: the wizard at /start/{programSlug?} and /complete-profile, with its slice,
// and the interests feature's AI import composed into its interests step.
import { lazy } from 'react';
import { type AiImportProps, AiImportSlot, StartPage as StartScreen, onboardingSlice } from '@ember/onboarding';
import { CompleteProfileRoute } from '../pages/complete-profile-page';
import { rootReducer } from '../session/store';

rootReducer.inject(onboardingSlice);

// The AI import (its YAML reader) loads only when a member opens it.
const AiSuggestionsModal = lazy(() =>
  import('@ember/interests/ai-suggestions').then((module) => ({ default: module.AiSuggestionsModal })),
);

const renderAiImport = (props: AiImportProps) => <AiSuggestionsModal {...props} />;

export function StartPage() {
  return (
    <AiImportSlot.Provider value={renderAiImport}>
      <StartScreen />
    </AiImportSlot.Provider>
  );
}

export { RegisterPage } from '@ember/onboarding';

export function CompleteProfilePage() {
  return (
    <AiImportSlot.Provider value={renderAiImport}>
      <CompleteProfileRoute />
    </AiImportSlot.Provider>
  );
}
