import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { MeetAgainRecord, RoundOutcomeRecord, RoundTransitionRecord } from './records.js';
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

export const MeetAgainSchema = new EntitySchema<MeetAgainRecord>({
  class: MeetAgainRecord,
  tableName: 'meet_again',
  schema: 'matching_rounds',
  // One answer per attendee and other member; answering again replaces it.
  uniques: [{ properties: ['groupId', 'fromMemberId', 'toMemberId'] }],
  indexes: [{ properties: ['fromMemberId', 'toMemberId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    roundId: foreignKey<MeetAgainRecord>(() => RoundSchema, { fieldName: 'round_id', deleteRule: 'cascade' }),
    groupId: { type: 'uuid' },
    fromMemberId: { type: 'uuid' },
    toMemberId: { type: 'uuid' },
    again: { type: 'boolean' },
    answeredAt: { type: 'datetime' },
  },
});
