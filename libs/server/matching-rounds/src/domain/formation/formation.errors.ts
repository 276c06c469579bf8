import { DomainError } from '@ember/kernel';

/** The input cannot be formed at all (bad group size, duplicate member ids). */
export class InvalidFormationInputError extends DomainError {
  readonly code = 'matching-rounds.invalid-formation-input';
}

/** Exact formation was forced on an instance with too many feasible groups to enumerate. */
export class FormationTooLargeError extends DomainError {
  readonly code = 'matching-rounds.formation-too-large';
}
