import type { ErrorStatusMap } from '@ember/platform';

export const hostingErrorMap: ErrorStatusMap = {
  'hosting.invalid-format': 400,
  'hosting.email-required': 400,
  'hosting.invalid-claim-link': 400,
  'hosting.invalid-lifecycle-event': 400,
  'hosting.format-not-found': 404,
  'hosting.host-not-found': 404,
  'hosting.not-a-draft': 409,
  'hosting.format-locked': 409,
  'hosting.not-active': 409,
  'hosting.format-incomplete': 422,
  'hosting.creation-limit': 429,
};
