/**
 * Experience registration (spec 3 §2.10, §4-§5, §8): the five-step wizard (availability,
 * activities, budget, video agreement, deposit; its store kept in the browser) and the poetry-night
 * join page. The app injects `registrationSlice`.
 */
export { RegistrationWizardPage } from './routes/registration-wizard-page';
export { PoetryNightJoinPage } from './routes/poetry-night-join-page';
export {
  type RegistrationAnswers,
  type RegistrationState,
  emptyAnswers,
  lastRegistrationStep,
  progressOf,
  registrationActions,
  registrationSlice,
  registrationStorageKey,
  selectRegistration,
} from './model/registration-slice';
export { registrationTexts } from './model/registration-texts';
export { registrationFailureMessage, toRegistrationRequest } from './hooks/use-registration';
