export { bruteForceOptimum } from './brute-force-formation.js';
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
