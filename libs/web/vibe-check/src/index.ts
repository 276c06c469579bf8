/**
 * The vibe check (spec 1 §2.7): /vibe-check, the private questionnaire (steps 1, 2, 2.5, 3, 4 and
 * the summary), opening on the summary when answered; its step rules in `model/vibe-check`.
 */
export { VibeCheckPage, privacyNote } from './routes/vibe-check-page';
export {
  type VibeAnswers,
  type VibeStep,
  answersFrom,
  canContinueAges,
  canFinishOther,
  changesOf,
  firstStep,
  idealAges,
  pickBand,
  previousStep,
  stepAfterStatus,
} from './model/vibe-check';
