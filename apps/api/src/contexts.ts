import { analyticsDatabase } from '@ember/analytics';
import { hostingDatabase } from '@ember/hosting';
import { identityDatabase } from '@ember/identity';
import { invitesDatabase } from '@ember/invites';
import { matchingRoundsDatabase } from '@ember/matching-rounds';
import { mediaDatabase } from '@ember/media';
import type { ContextDatabase } from '@ember/platform';
import { profileDatabase } from '@ember/profile';
import { programsDatabase } from '@ember/programs';

/** Every context's tables, in migration order. */
export const contexts: readonly ContextDatabase[] = [
  identityDatabase,
  analyticsDatabase,
  mediaDatabase,
  invitesDatabase,
  programsDatabase,
  profileDatabase,
  matchingRoundsDatabase,
  hostingDatabase,
];
