import { DomainError } from '@ember/kernel';

/** A round's settings break a rule (dates out of order, sizes out of range). */
export class InvalidRoundError extends DomainError {
  readonly code = 'matching-rounds.invalid-round';

  constructor(field: string, message: string) {
    super(message, { field });
  }
}

export class RoundNotFoundError extends DomainError {
  readonly code = 'matching-rounds.round-not-found';

  constructor() {
    super('There is no such round.');
  }
}

/** Another round of the program in the city has not finished yet. */
export class RoundOverlapsError extends DomainError {
  readonly code = 'matching-rounds.round-overlaps';

  constructor() {
    super('This program already has a round in this city that has not closed yet.');
  }
}

/** The change does not fit the round's phase (e.g. moving the picks opening after it opened). */
export class RoundPhaseError extends DomainError {
  readonly code = 'matching-rounds.wrong-phase';
}

/** Picks are taken only while the round collects them. */
export class PicksClosedError extends DomainError {
  readonly code = 'matching-rounds.picks-closed';

  constructor(message = 'Picks are closed for this round.') {
    super(message);
  }
}

/** The member is not in the round's pool: not enrolled, elsewhere, or not discoverable yet. */
export class NotACandidateError extends DomainError {
  readonly code = 'matching-rounds.not-a-candidate';
}

/** The member named is not among the caller's candidates in this round. */
export class UnknownCandidateError extends DomainError {
  readonly code = 'matching-rounds.unknown-candidate';

  constructor() {
    super('That member is not among your candidates in this round.');
  }
}

export class InvalidPickError extends DomainError {
  readonly code = 'matching-rounds.invalid-pick';
}

/** The engine's groups broke a hard rule: nothing is stored and the job fails for an operator to see. */
export class FormationViolatedError extends DomainError {
  readonly code = 'matching-rounds.formation-violated';
}

/** A host may only manage the rounds they created; admins manage all. */
export class NotYourRoundError extends DomainError {
  readonly code = 'matching-rounds.not-your-round';

  constructor() {
    super('Only the host who created this round, or an admin, can do that.');
  }
}
