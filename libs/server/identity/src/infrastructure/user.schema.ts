import { EntitySchema } from '@mikro-orm/core';
import { User } from '../domain/user.entity.js';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  schema: 'identity',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 254, unique: true },
    roles: { type: 'string[]' },
    location: { type: 'string', length: 120, nullable: true },
    roadmaps: { type: 'json' },
    relationshipStatus: { type: 'string', length: 20, nullable: true },
    preferredSex: { type: 'string[]', nullable: true },
    minIdealAge: { type: 'smallint', nullable: true },
    maxIdealAge: { type: 'smallint', nullable: true },
    bucketList: { type: 'json' },
    hasProfile: { type: 'boolean' },
    suspendedAt: { type: 'datetime', nullable: true },
    suspensionReason: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
