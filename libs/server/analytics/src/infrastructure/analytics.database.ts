import type { ContextDatabase } from '@ember/platform';
import { DailyActivitySchema } from './daily-activity.schema.js';
import { analyticsMigrations } from './migrations/index.js';

export const analyticsDatabase: ContextDatabase = {
  schema: 'analytics',
  entities: [DailyActivitySchema],
  migrations: analyticsMigrations,
};
