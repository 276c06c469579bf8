import type { ErrorStatusMap } from '@ember/platform';

export const profileErrorMap: ErrorStatusMap = {
  'profile.invalid': 400,
  'profile.invalid-update': 400,
  'profile.location-mismatch': 400,
  'profile.field-locked': 409,
  'profile.not-found': 404,
  'profile.interest-not-found': 404,
  'profile.invalid-interest': 400,
  'profile.duplicate-interest': 409,
  'profile.too-many-interests': 400,
  'profile.invalid-ai-response': 400,
  'profile.photo-not-image': 400,
  'profile.photo-too-large': 413,
  'profile.photo-not-found': 404,
  'profile.invalid-registration': 400,
  'profile.invalid-browse-filter': 400,
  'profile.invalid-browse-cursor': 400,
};
