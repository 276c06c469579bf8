import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { UserSchema } from './user.schema.js';
import { Session } from '../domain/session.entity.js';

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  schema: 'identity',
  indexes: [{ properties: ['userId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: foreignKey(() => UserSchema, { fieldName: 'user_id', deleteRule: 'cascade' }),
    tokenHash: { type: 'string', length: 64, unique: true },
    createdAt: { type: 'datetime' },
    lastSeenAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    revokedAt: { type: 'datetime', nullable: true },
    userAgent: { type: 'string', length: 300, nullable: true },
  },
});
