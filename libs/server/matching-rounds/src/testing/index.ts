export { bruteForceOptimum } from './brute-force-formation.js';
// A member's own order of a round's candidates, for the load benchmark's bare server.
export { personalOrder } from '../application/round-pool.js';
export { formationInputArbitrary } from './formation-arbitrary.js';
export { aMember, anInput, cliquePicks, mutualPicks } from './formation-builders.js';
export { generatePool, type GeneratedPoolSettings } from './formation-input-generator.js';
export { generateDensePool, type DensePoolSettings } from './dense-pool-generator.js';
export {
  type RoundsTestApp,
  type TestMember,
  aMember as aRoundsMember,
  startRoundsTestApp,
  waitFor,
} from './rounds-test-app.js';
