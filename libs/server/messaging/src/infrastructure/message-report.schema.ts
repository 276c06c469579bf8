import { EntitySchema } from '@mikro-orm/core';
import { MessageReport } from '../domain/message-report.entity.js';

export const MessageReportSchema = new EntitySchema<MessageReport>({
  class: MessageReport,
  tableName: 'message_reports',
  schema: 'messaging',
  uniques: [{ properties: ['messageId', 'reporterId'] }],
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    messageId: { type: 'uuid' },
    groupId: { type: 'uuid' },
    reporterId: { type: 'uuid' },
    reason: { type: 'string', length: 500 },
    createdAt: { type: 'datetime' },
  },
});
