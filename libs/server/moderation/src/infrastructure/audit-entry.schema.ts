import { EntitySchema } from '@mikro-orm/core';
import { AuditEntry } from '../domain/audit-entry.entity.js';

export const AuditEntrySchema = new EntitySchema<AuditEntry>({
  class: AuditEntry,
  tableName: 'audit_entries',
  schema: 'moderation',
  indexes: [{ properties: ['at'] }, { properties: ['targetId'] }],
  // Append-only whoever connects: entries can be added, never changed or removed. The migration
  // also refuses TRUNCATE (MikroORM cannot declare statement triggers on truncate).
  triggers: [
    {
      name: 'audit_entries_no_update_delete',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'the audit log is append-only' using errcode = 'insufficient_privilege';",
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    operatorId: { type: 'uuid' },
    operatorEmail: { type: 'string', length: 254 },
    action: { type: 'string', length: 32 },
    targetType: { type: 'string', length: 16 },
    targetId: { type: 'uuid' },
    targetLabel: { type: 'string', length: 254 },
    reason: { type: 'text', nullable: true },
    at: { type: 'datetime' },
  },
});
