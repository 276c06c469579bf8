import type { ServerContext } from '@ember/platform';
import { matchingRoundsErrorMap } from './http/matching-rounds.error-map.js';
import { matchingRoundsDatabase } from './infrastructure/matching-rounds.database.js';

export const matchingRoundsContext: ServerContext = {
  database: matchingRoundsDatabase,
  errors: matchingRoundsErrorMap,
};
