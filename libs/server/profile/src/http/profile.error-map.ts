import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as profileErrors from '../domain/profile.errors.js';

export const profileErrorMap: ErrorStatusMap<ErrorCodes<typeof profileErrors>> = {
  'profile.invalid': 400,
  'profile.invalid-update': 400,
  'profile.location-mismatch': 400,
  'profile.field-locked': 409,
  'profile.not-found': 404,
  'profile.demo-refused': 403,
  'profile.unavailable': 404,
  'profile.invalid-filters': 400,
  'profile.interest-not-found': 404,
  'profile.invalid-interest': 400,
  'profile.duplicate-interest': 409,
  'profile.too-many-interests': 400,
  'profile.invalid-ai-response': 400,
  'profile.invalid-registration': 400,
  'profile.invalid-browse-filter': 400,
  'profile.invalid-browse-cursor': 400,
};
