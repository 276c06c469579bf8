// The onboarding chunk: the wizard at /start/{programSlug?} and /complete-profile, with its slice.
import { onboardingSlice } from '@ember/onboarding';
import { rootReducer } from '../session/store';

rootReducer.inject(onboardingSlice);

export { StartPage } from '@ember/onboarding';
export { CompleteProfileRoute as CompleteProfilePage } from '../pages/complete-profile-page';
