import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { Group, Membership } from '../domain/group/group.entity.js';
import { RoundSchema } from './round.schema.js';

export const GroupSchema = new EntitySchema<Group>({
  class: Group,
  tableName: 'groups',
  schema: 'matching_rounds',
  indexes: [{ properties: ['roundId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    roundId: foreignKey<Group>(() => RoundSchema, { fieldName: 'round_id', deleteRule: 'cascade' }),
    status: { type: 'string', length: 12 },
    slot: { type: 'string', length: 20 },
    neighborhood: { type: 'string', length: 60 },
    meetsAt: { type: 'datetime' },
    hostMemberId: { type: 'uuid', nullable: true },
    minSize: { type: 'smallint' },
    joinDeadline: { type: 'datetime' },
    createdAt: { type: 'datetime' },
    endedAt: { type: 'datetime', nullable: true },
    releaseReason: { type: 'string', length: 30, nullable: true },
    settledAt: { type: 'datetime', nullable: true },
    approvalDeadline: { type: 'datetime', nullable: true },
    approvedAt: { type: 'datetime', nullable: true },
    autoApproved: { type: 'boolean', default: false },
    // Loaded and written by the repository from the memberships table.
    memberships: { type: 'json', persist: false },
  },
});

export const MembershipSchema = new EntitySchema<Membership>({
  class: Membership,
  tableName: 'memberships',
  schema: 'matching_rounds',
  uniques: [{ properties: ['roundId', 'memberId'] }],
  indexes: [{ properties: ['groupId'] }, { properties: ['memberId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    groupId: foreignKey<Membership>(() => GroupSchema, { fieldName: 'group_id', deleteRule: 'cascade' }),
    roundId: { type: 'uuid' },
    memberId: { type: 'uuid' },
    decision: { type: 'string', length: 10 },
    decidedAt: { type: 'datetime', nullable: true },
    paymentReference: { type: 'string', length: 80, nullable: true },
    checkInCode: { type: 'string', length: 16, nullable: true },
    attendedAt: { type: 'datetime', nullable: true },
  },
});
