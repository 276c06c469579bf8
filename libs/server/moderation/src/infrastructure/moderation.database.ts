import type { ContextDatabase } from '@ember/platform';
import { moderationMigrations } from './migrations/index.js';
import { ReportSchema } from './report.schema.js';

export const moderationDatabase: ContextDatabase = {
  schema: 'moderation',
  entities: [ReportSchema],
  migrations: moderationMigrations,
};
