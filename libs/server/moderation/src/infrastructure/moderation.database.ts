import type { ContextDatabase } from '@ember/platform';
import { moderationMigrations } from './migrations/index.js';
import { AuditEntrySchema } from './audit-entry.schema.js';
import { ReportSchema } from './report.schema.js';

export const moderationDatabase: ContextDatabase = {
  schema: 'moderation',
  entities: [ReportSchema, AuditEntrySchema],
  migrations: moderationMigrations,
};
