import { EntitySchema } from '@mikro-orm/core';
import { ReconciliationReportRecord, WebhookEventRecord } from './records.js';

export const WebhookEventSchema = new EntitySchema<WebhookEventRecord>({
  class: WebhookEventRecord,
  tableName: 'webhook_events',
  schema: 'payments',
  properties: {
    id: { type: 'string', length: 120, primary: true },
    type: { type: 'string', length: 80 },
    receivedAt: { type: 'datetime' },
    processedAt: { type: 'datetime', nullable: true },
  },
});

export const ReconciliationReportSchema = new EntitySchema<ReconciliationReportRecord>({
  class: ReconciliationReportRecord,
  tableName: 'reconciliation_reports',
  schema: 'payments',
  indexes: [{ properties: ['ranAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    ranAt: { type: 'datetime' },
    provider: { type: 'string', length: 10 },
    checked: { type: 'integer' },
    differences: { type: 'json' },
  },
});
