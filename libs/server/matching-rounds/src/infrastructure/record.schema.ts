import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { LedgerEntryRecord, RoundOutcomeRecord, RoundTransitionRecord } from './records.js';
import { RoundSchema } from './round.schema.js';

export const RoundTransitionSchema = new EntitySchema<RoundTransitionRecord>({
  class: RoundTransitionRecord,
  tableName: 'round_transitions',
  schema: 'matching_rounds',
  // One row per status: the second run of a phase cannot log it again.
  uniques: [{ properties: ['roundId', 'status'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    roundId: foreignKey<RoundTransitionRecord>(() => RoundSchema, { fieldName: 'round_id', deleteRule: 'cascade' }),
    status: { type: 'string', length: 12 },
    at: { type: 'datetime' },
  },
});

export const RoundOutcomeSchema = new EntitySchema<RoundOutcomeRecord>({
  class: RoundOutcomeRecord,
  tableName: 'round_outcomes',
  schema: 'matching_rounds',
  uniques: [{ properties: ['roundId', 'memberId'] }],
  indexes: [{ properties: ['memberId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    roundId: foreignKey<RoundOutcomeRecord>(() => RoundSchema, { fieldName: 'round_id', deleteRule: 'cascade' }),
    memberId: { type: 'uuid' },
    groupId: { type: 'uuid', nullable: true },
    formedAt: { type: 'datetime' },
  },
});

export const LedgerEntrySchema = new EntitySchema<LedgerEntryRecord>({
  class: LedgerEntryRecord,
  tableName: 'ledger_entries',
  schema: 'matching_rounds',
  indexes: [{ properties: ['roundId'] }, { properties: ['memberId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    key: { type: 'string', length: 80, unique: true },
    roundId: foreignKey<LedgerEntryRecord>(() => RoundSchema, { fieldName: 'round_id', deleteRule: 'restrict' }),
    groupId: { type: 'uuid' },
    memberId: { type: 'uuid' },
    kind: { type: 'string', length: 10 },
    amountCents: { type: 'integer' },
    currency: { type: 'string', length: 3 },
    state: { type: 'string', length: 10 },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
