import type { ContextDatabase } from '@ember/platform';
import { invitesMigrations } from './migrations/index.js';
import { InviteRedemptionSchema } from './invite-redemption.schema.js';
import { InviteSchema } from './invite.schema.js';

export const invitesDatabase: ContextDatabase = {
  schema: 'invites',
  entities: [InviteSchema, InviteRedemptionSchema],
  migrations: invitesMigrations,
};
