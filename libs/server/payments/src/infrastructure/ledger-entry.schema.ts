import { EntitySchema } from '@mikro-orm/core';
import { LedgerEntry } from '../domain/ledger-entry.entity.js';

/** Append-only: rows are inserted once (unique key) and never updated. */
export const LedgerEntrySchema = new EntitySchema<LedgerEntry>({
  class: LedgerEntry,
  tableName: 'ledger_entries',
  schema: 'payments',
  indexes: [
    { properties: ['paymentId'] },
    { properties: ['hostId'] },
    { properties: ['eventKey'] },
    { properties: ['memberId'] },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    key: { type: 'string', length: 160, unique: true },
    kind: { type: 'string', length: 20 },
    amountCents: { type: 'integer' },
    currency: { type: 'string', length: 3 },
    paymentId: { type: 'uuid', nullable: true },
    payoutId: { type: 'uuid', nullable: true },
    memberId: { type: 'uuid', nullable: true },
    hostId: { type: 'uuid', nullable: true },
    eventKey: { type: 'string', length: 80, nullable: true },
    providerRef: { type: 'string', length: 120, nullable: true },
    occurredAt: { type: 'datetime' },
  },
});
