import { analyticsContext } from '@ember/analytics';
import { hostingContext } from '@ember/hosting';
import { identityContext } from '@ember/identity';
import { invitesContext } from '@ember/invites';
import { matchingRoundsContext } from '@ember/matching-rounds';
import { mediaContext } from '@ember/media';
import { messagingContext } from '@ember/messaging';
import { moderationContext } from '@ember/moderation';
import { paymentsContext } from '@ember/payments';
import type { ContextDatabase, ErrorStatusMap, ServerContext } from '@ember/platform';
import { profileContext } from '@ember/profile';
import { programsContext } from '@ember/programs';

/** Every bounded context the api and the worker serve, in migration order. */
export const contexts: readonly ServerContext[] = [
  identityContext,
  analyticsContext,
  mediaContext,
  invitesContext,
  programsContext,
  profileContext,
  // Before the rounds: their ledger rows move into payments (Migration…_ledger_to_payments).
  paymentsContext,
  matchingRoundsContext,
  hostingContext,
  messagingContext,
  moderationContext,
];

/** Every context's tables, in migration order. */
export const contextDatabases: readonly ContextDatabase[] = contexts.map((context) => context.database);

/** Every context's error code → HTTP status, for the api's error filter. */
export const contextErrorMaps: readonly ErrorStatusMap[] = contexts.map((context) => context.errors);
