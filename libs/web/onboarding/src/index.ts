/**
 * The onboarding wizard (spec 1 §2.3-§5): /start/{programSlug?} and /complete-profile, the
 * onboarding data slice (persisted in the browser; the app injects `onboardingSlice`), the step
 * rules and the profile submission sequence.
 */
export { StartPage } from './routes/start-page';
export { CompleteProfilePage } from './routes/complete-profile-page';
export { RegisterPage, hasProfileAnswers } from './routes/register-page';
export { OnboardingWizard, type OnboardingWizardProps } from './components/onboarding-wizard';
export {
  type OnboardingState,
  type SubmissionState,
  onboardingActions,
  onboardingSlice,
  selectOnboarding,
} from './model/onboarding-slice';
export {
  type OnboardingData,
  type SelectedInterest,
  emptyOnboardingData,
  onboardingStorageKey,
  pendingInterestsStorageKey,
} from './model/onboarding-data';
export { type StepId, defaultSteps, stepsFor, torontoOnlySteps, validStepIndex } from './model/steps';
export { ageInput, canContinue, clampAgeInput, isValidAge, validAge } from './model/step-rules';
export { submitOnboarding, toEnrollmentRequest, toProfileRegistration } from './model/submission';
export { navigationLockMs } from './hooks/use-wizard-navigation';
export { type AiImportProps, AiImportSlot } from './components/ai-import-slot';
