import { EntitySchema } from '@mikro-orm/core';
import { HostAccount } from '../domain/host-account.entity.js';

export const HostAccountSchema = new EntitySchema<HostAccount>({
  class: HostAccount,
  tableName: 'host_accounts',
  schema: 'payments',
  properties: {
    hostId: { type: 'uuid', primary: true },
    provider: { type: 'string', length: 10 },
    accountRef: { type: 'string', length: 80, unique: true },
    chargesEnabled: { type: 'boolean' },
    payoutsEnabled: { type: 'boolean' },
    detailsSubmitted: { type: 'boolean' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
