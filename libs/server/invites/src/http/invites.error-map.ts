import type { ErrorStatusMap } from '@ember/platform';

export const invitesErrorMap: ErrorStatusMap = {
  'invites.active-invite-exists': 409,
  'invites.first-name-required': 400,
  'invites.not-found': 404,
  'invites.code-unavailable': 503,
};
