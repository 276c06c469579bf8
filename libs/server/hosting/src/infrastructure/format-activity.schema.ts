import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { FormatActivity } from '../domain/format-activity.entity.js';
import { EventFormatSchema } from './event-format.schema.js';

export const FormatActivitySchema = new EntitySchema<FormatActivity>({
  class: FormatActivity,
  tableName: 'activities',
  schema: 'hosting',
  indexes: [{ properties: ['formatId', 'occurredAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    formatId: foreignKey<FormatActivity>(() => EventFormatSchema, { fieldName: 'format_id', deleteRule: 'cascade' }),
    type: { type: 'string', length: 20 },
    message: { type: 'string', length: 400 },
    formatTitle: { type: 'string', length: 60 },
    occurredAt: { type: 'datetime' },
    eventKey: { type: 'string', length: 160, unique: true },
  },
});
