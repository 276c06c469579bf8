import type { ContextDatabase } from '@ember/platform';
import { identityMigrations } from './migrations/index.js';
import { LinkedIdentitySchema } from './linked-identity.schema.js';
import { SessionSchema } from './session.schema.js';
import { SignInChallengeSchema } from './sign-in-challenge.schema.js';
import { UserSchema } from './user.schema.js';

export const identityDatabase: ContextDatabase = {
  schema: 'identity',
  entities: [UserSchema, SessionSchema, SignInChallengeSchema, LinkedIdentitySchema],
  migrations: identityMigrations,
};
