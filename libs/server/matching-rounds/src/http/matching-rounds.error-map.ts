import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as formationErrors from '../domain/formation/formation.errors.js';
import type * as groupErrors from '../domain/group/group.errors.js';
import type * as roundErrors from '../domain/round/round.errors.js';

type MatchingRoundsErrorCode = ErrorCodes<typeof roundErrors | typeof groupErrors | typeof formationErrors>;

export const matchingRoundsErrorMap: ErrorStatusMap<MatchingRoundsErrorCode> = {
  'matching-rounds.invalid-round': 400,
  'matching-rounds.invalid-pick': 400,
  'matching-rounds.cannot-block-self': 400,
  'matching-rounds.block-by-report': 409,
  'matching-rounds.invalid-formation-input': 400,
  'matching-rounds.not-a-candidate': 403,
  'matching-rounds.not-your-round': 403,
  'matching-rounds.round-not-found': 404,
  'matching-rounds.unknown-candidate': 404,
  'matching-rounds.no-group': 404,
  'matching-rounds.member-not-found': 404,
  'matching-rounds.round-overlaps': 409,
  'matching-rounds.wrong-phase': 409,
  'matching-rounds.picks-closed': 409,
  'matching-rounds.decision-closed': 409,
  'matching-rounds.approval-closed': 409,
  'matching-rounds.check-in-refused': 422,
  // Exact formation of an instance too large to enumerate: the request cannot be served as asked.
  'matching-rounds.formation-too-large': 422,
  // The engine broke a hard rule: a fault of ours, never of the caller.
  'matching-rounds.formation-violated': 500,
};
