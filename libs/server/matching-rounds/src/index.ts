/**
 * The matching-rounds context: rounds per program and city (scheduled → collecting → forming →
 * reviewing → closed), private picks and blocks, groups formed only from mutual picks, the review
 * with join or decline, and the formation engine itself.
 *
 * - The api imports `MatchingRoundsModule`; the worker `MatchingRoundsWorkerModule` (no HTTP); the
 *   entry points list `matchingRoundsContext`. The seed command calls `seedRounds`.
 * - The formation engine: `formGroups` (groups from mutual picks), `validateFormation` (the
 *   independent check of every hard rule) and `HighsPackingSolver` (exact solving and LP bounds).
 */
export { MatchingRoundsModule } from './matching-rounds.module.js';
export { MatchingRoundsCoreModule } from './matching-rounds-core.module.js';
export { MatchingRoundsWorkerModule } from './matching-rounds-worker.module.js';
export { matchingRoundsContext } from './matching-rounds.context.js';
export { matchingRoundsDatabase } from './infrastructure/matching-rounds.database.js';
export { BlocksUseCase as MemberBlocks } from './application/blocks.use-case.js';
export { ReleasePlacesUseCase as MemberPlaces } from './application/release-places.use-case.js';
export { seedRounds } from './infrastructure/seed-rounds.js';
export { formGroups, type FormationOptions } from './domain/formation/formation-engine.js';
export type {
  FormationBlock,
  FormationInput,
  FormationMember,
  FormationPick,
} from './domain/formation/formation-input.js';
export type { FormationOutput, FormedGroup } from './domain/formation/formation-output.js';
export type {
  FormationBound,
  FormationMethod,
  FormationResult,
  FormationStats,
} from './domain/formation/formation-result.js';
export type { FormationScore } from './domain/formation/formation-score.js';
export {
  validateFormation,
  type FormationRule,
  type FormationViolation,
} from './domain/formation/formation-validator.js';
export { FormationTooLargeError, InvalidFormationInputError } from './domain/formation/formation.errors.js';
export type { PackingProblem, PackingSolution, PackingSolver } from './domain/formation/packing-solver.port.js';
export { HighsPackingSolver } from './infrastructure/formation/highs-packing-solver.js';
