import { EntitySchema } from '@mikro-orm/core';
import { Payout } from '../domain/payout.entity.js';

export const PayoutSchema = new EntitySchema<Payout>({
  class: Payout,
  tableName: 'payouts',
  schema: 'payments',
  indexes: [{ properties: ['hostId'] }, { properties: ['state'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    key: { type: 'string', length: 120, unique: true },
    hostId: { type: 'uuid' },
    groupId: { type: 'uuid' },
    eventKey: { type: 'string', length: 80 },
    eventTitle: { type: 'string', length: 160 },
    amountCents: { type: 'integer' },
    currency: { type: 'string', length: 3 },
    state: { type: 'string', length: 10 },
    providerRef: { type: 'string', length: 120, nullable: true },
    failure: { type: 'string', length: 300, nullable: true },
    createdAt: { type: 'datetime' },
    paidAt: { type: 'datetime', nullable: true },
    updatedAt: { type: 'datetime' },
  },
});
