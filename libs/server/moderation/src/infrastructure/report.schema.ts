import { EntitySchema } from '@mikro-orm/core';
import { Report } from '../domain/report.entity.js';

export const ReportSchema = new EntitySchema<Report>({
  class: Report,
  tableName: 'reports',
  schema: 'moderation',
  indexes: [{ properties: ['reportedId'] }, { properties: ['createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    reporterId: { type: 'uuid' },
    reportedId: { type: 'uuid' },
    reason: { type: 'string', length: 32 },
    details: { type: 'text', nullable: true },
    source: { type: 'string', length: 16 },
    createdAt: { type: 'datetime' },
    resolution: { type: 'string', length: 16, nullable: true },
    resolvedBy: { type: 'uuid', nullable: true },
    resolvedAt: { type: 'datetime', nullable: true },
    note: { type: 'text', nullable: true },
  },
});
