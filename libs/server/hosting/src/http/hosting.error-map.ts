import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as hostingErrors from '../domain/event-format.errors.js';

export const hostingErrorMap: ErrorStatusMap<ErrorCodes<typeof hostingErrors>> = {
  'hosting.invalid-format': 400,
  'hosting.email-required': 400,
  'hosting.invalid-claim-link': 400,
  'hosting.invalid-lifecycle-event': 400,
  'hosting.format-not-found': 404,
  'hosting.host-not-found': 404,
  'hosting.not-a-draft': 409,
  'hosting.format-locked': 409,
  'hosting.not-active': 409,
  'hosting.interest-closed': 409,
  'hosting.own-format': 409,
  'hosting.phase-passed': 409,
  'hosting.format-incomplete': 422,
  'hosting.profile-not-ready': 422,
  'hosting.creation-limit': 429,
};
