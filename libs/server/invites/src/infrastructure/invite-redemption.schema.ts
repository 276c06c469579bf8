import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { InviteRedemption } from '../domain/invite-redemption.entity.js';
import { InviteSchema } from './invite.schema.js';

export const InviteRedemptionSchema = new EntitySchema<InviteRedemption>({
  class: InviteRedemption,
  tableName: 'invite_redemptions',
  schema: 'invites',
  indexes: [{ properties: ['inviteId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    inviteId: foreignKey(() => InviteSchema, { fieldName: 'invite_id', deleteRule: 'cascade' }),
    redeemerId: { type: 'uuid', unique: true },
    redeemedAt: { type: 'datetime' },
  },
});
