import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as identityErrors from '../domain/identity.errors.js';

export const identityErrorMap: ErrorStatusMap<ErrorCodes<typeof identityErrors>> = {
  'identity.invalid-email': 400,
  'identity.invalid-code': 400,
  'identity.invalid-link': 400,
  'identity.invalid-property': 400,
  'identity.oauth-failed': 400,
  'identity.send-limit': 429,
  'identity.verify-limit': 429,
  'identity.provider-unavailable': 404,
  'identity.user-not-found': 404,
  'identity.member-role-required': 400,
  'identity.account-suspended': 403,
};
