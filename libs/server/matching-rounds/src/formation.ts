/**
 * The formation engine alone, without the context's Nest modules, ORM or queues: what the
 * `matching:form` command bundles, so it starts in a fraction of a second.
 */
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
