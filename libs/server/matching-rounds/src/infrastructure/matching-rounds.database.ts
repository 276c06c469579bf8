import type { ContextDatabase } from '@ember/platform';
import { GroupSchema, MembershipSchema } from './group.schema.js';
import { matchingRoundsMigrations } from './migrations/index.js';
import { BlockSchema, PickSchema } from './pick.schema.js';
import { MeetAgainSchema, RoundOutcomeSchema, RoundTransitionSchema } from './record.schema.js';
import { RoundSchema } from './round.schema.js';

export const matchingRoundsDatabase: ContextDatabase = {
  schema: 'matching_rounds',
  entities: [
    RoundSchema,
    RoundTransitionSchema,
    PickSchema,
    BlockSchema,
    GroupSchema,
    MembershipSchema,
    MeetAgainSchema,
    RoundOutcomeSchema,
  ],
  migrations: matchingRoundsMigrations,
};
