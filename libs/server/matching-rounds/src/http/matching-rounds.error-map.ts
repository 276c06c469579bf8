import type { ErrorStatusMap } from '@ember/platform';

export const matchingRoundsErrorMap: ErrorStatusMap = {
  'matching-rounds.invalid-round': 400,
  'matching-rounds.invalid-pick': 400,
  'matching-rounds.cannot-block-self': 400,
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
};
