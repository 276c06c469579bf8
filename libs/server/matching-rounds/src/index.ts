/**
 * The matching-rounds context: rounds per program and city (scheduled → collecting → forming →
 * reviewing → closed), private picks and blocks, groups formed only from mutual picks, the review
 * with join or decline, and the formation engine itself.
 *
 * - The api imports `MatchingRoundsModule`; the worker `MatchingRoundsWorkerModule` (no HTTP); the
 *   entry points list `matchingRoundsContext`. The seed command calls `seedRounds`.
 * - Other contexts import `MatchingRoundsCoreModule` and read groups through `GroupRoster` (state,
 *   meetings and who joined; the group chat uses it).
 * - The formation engine: `formGroups` (groups from mutual picks), `validateFormation` (the
 *   independent check of every hard rule) and `HighsPackingSolver` (exact solving and LP bounds).
 */
export { MatchingRoundsModule } from './matching-rounds.module.js';
export { MatchingRoundsCoreModule } from './matching-rounds-core.module.js';
export { GroupRoster, type GroupRosterEntry } from './application/group-roster.js';
export { MatchingRoundsWorkerModule } from './matching-rounds-worker.module.js';
export { matchingRoundsContext } from './matching-rounds.context.js';
export { matchingRoundsDatabase } from './infrastructure/matching-rounds.database.js';
export { BlocksUseCase as MemberBlocks } from './application/blocks.use-case.js';
export { ReleasePlacesUseCase as MemberPlaces } from './application/release-places.use-case.js';
export { seedRounds } from './infrastructure/seed-rounds.js';
export * from './formation.js';
