/**
 * The moderation context: members' reports (a report also blocks), and the operator's tools.
 * The api imports `ModerationModule`; the entry points list `moderationContext`.
 */
export { ModerationModule } from './moderation.module.js';
export { moderationContext } from './moderation.context.js';
export { moderationDatabase } from './infrastructure/moderation.database.js';
