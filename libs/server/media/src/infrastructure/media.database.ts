import type { ContextDatabase } from '@ember/platform';
import { mediaMigrations } from './migrations/index.js';
import { MediaObjectSchema } from './media-object.schema.js';
import { StatusChangeSchema } from './status-change.schema.js';

export const mediaDatabase: ContextDatabase = {
  schema: 'media',
  entities: [MediaObjectSchema, StatusChangeSchema],
  migrations: mediaMigrations,
};
