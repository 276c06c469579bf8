import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { Block } from '../domain/pick/block.entity.js';
import { Pick } from '../domain/pick/pick.entity.js';
import { RoundSchema } from './round.schema.js';

export const PickSchema = new EntitySchema<Pick>({
  class: Pick,
  tableName: 'picks',
  schema: 'matching_rounds',
  uniques: [{ properties: ['roundId', 'pickerId', 'targetId'] }],
  indexes: [{ properties: ['pickerId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    roundId: foreignKey<Pick>(() => RoundSchema, { fieldName: 'round_id', deleteRule: 'cascade' }),
    pickerId: { type: 'uuid' },
    targetId: { type: 'uuid' },
    level: { type: 'smallint' },
    romance: { type: 'boolean' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const BlockSchema = new EntitySchema<Block & { id: string }>({
  class: Block as never,
  tableName: 'blocks',
  schema: 'matching_rounds',
  uniques: [{ properties: ['blockerId', 'blockedId'] }],
  indexes: [{ properties: ['blockedId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    blockerId: { type: 'uuid' },
    blockedId: { type: 'uuid' },
    createdAt: { type: 'datetime' },
    byReport: { type: 'boolean', default: false },
  },
});
