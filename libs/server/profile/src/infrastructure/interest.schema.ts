import { EntitySchema } from '@mikro-orm/core';
import { Interest } from '../domain/interest.entity.js';

export const InterestSchema = new EntitySchema<Interest>({
  class: Interest,
  tableName: 'interests',
  schema: 'profile',
  indexes: [{ properties: ['userId', 'position'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    name: { type: 'string', length: 60 },
    lookingFor: { type: 'string', length: 150 },
    contribute: { type: 'string', length: 150 },
    isAiSuggested: { type: 'boolean' },
    isCustom: { type: 'boolean' },
    position: { type: 'smallint' },
    aiResponseText: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
