import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { UserSchema } from './user.schema.js';
import { LinkedIdentity } from '../domain/linked-identity.entity.js';

export const LinkedIdentitySchema = new EntitySchema<LinkedIdentity>({
  class: LinkedIdentity,
  tableName: 'linked_identities',
  schema: 'identity',
  uniques: [{ properties: ['provider', 'subject'] }],
  indexes: [{ properties: ['userId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: foreignKey(() => UserSchema, { fieldName: 'user_id', deleteRule: 'cascade' }),
    provider: { type: 'string', length: 20 },
    subject: { type: 'string', length: 255 },
    email: { type: 'string', length: 254, nullable: true },
    linkedAt: { type: 'datetime' },
  },
});
