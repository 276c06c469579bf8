import { EntitySchema } from '@mikro-orm/core';
import { SignInChallenge } from '../domain/sign-in-challenge.entity.js';

export const SignInChallengeSchema = new EntitySchema<SignInChallenge>({
  class: SignInChallenge,
  tableName: 'sign_in_challenges',
  schema: 'identity',
  indexes: [{ properties: ['email', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 254 },
    codeHash: { type: 'string', length: 64 },
    secretHash: { type: 'string', length: 64 },
    attempts: { type: 'smallint' },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    consumedAt: { type: 'datetime', nullable: true },
  },
});
