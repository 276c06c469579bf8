import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as inviteErrors from '../domain/invite.errors.js';

export const invitesErrorMap: ErrorStatusMap<ErrorCodes<typeof inviteErrors>> = {
  'invites.active-invite-exists': 409,
  'invites.first-name-required': 400,
  'invites.not-found': 404,
  'invites.code-unavailable': 503,
};
