import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as moderationErrors from '../domain/moderation.errors.js';

export const moderationErrorMap: ErrorStatusMap<ErrorCodes<typeof moderationErrors>> = {
  'moderation.details-required': 400,
  'moderation.report-not-found': 404,
  'moderation.report-resolved': 409,
  'moderation.cannot-suspend-self': 400,
  'moderation.reason-required': 400,
  'moderation.member-not-found': 404,
  'moderation.content-not-found': 404,
  'moderation.format-not-found': 404,
  'moderation.format-not-published': 409,
};
