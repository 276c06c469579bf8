import { EntitySchema } from '@mikro-orm/core';
import { Invite } from '../domain/invite.entity.js';

export const InviteSchema = new EntitySchema<Invite>({
  class: Invite,
  tableName: 'invites',
  schema: 'invites',
  indexes: [{ properties: ['ownerId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    code: { type: 'string', length: 24, unique: true },
    ownerId: { type: 'uuid' },
    expiresAt: { type: 'datetime' },
    maxUses: { type: 'smallint' },
    usageCount: { type: 'smallint' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
