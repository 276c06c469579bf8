import { EntitySchema } from '@mikro-orm/core';
import { DailyActivity } from '../domain/daily-activity.entity.js';

export const DailyActivitySchema = new EntitySchema<DailyActivity>({
  class: DailyActivity,
  tableName: 'daily_activity',
  schema: 'analytics',
  uniques: [{ properties: ['day', 'subjectKind', 'subjectId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    day: { type: 'date', columnType: 'date' },
    subjectKind: { type: 'string', length: 7 },
    subjectId: { type: 'string', length: 64 },
    tat: { type: 'integer' },
    pv: { type: 'integer' },
    ts: { type: 'integer' },
    bc: { type: 'integer' },
    sp: { type: 'integer' },
    fa: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
