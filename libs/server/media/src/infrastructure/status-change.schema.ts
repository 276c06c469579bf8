import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { StatusChange } from '../domain/status-change.entity.js';
import { MediaObjectSchema } from './media-object.schema.js';

export const StatusChangeSchema = new EntitySchema<StatusChange>({
  class: StatusChange,
  tableName: 'status_changes',
  schema: 'media',
  indexes: [{ properties: ['mediaId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    mediaId: foreignKey<StatusChange>(() => MediaObjectSchema, { fieldName: 'media_id', deleteRule: 'cascade' }),
    status: { type: 'string', length: 10 },
    changedAt: { type: 'datetime' },
  },
});
