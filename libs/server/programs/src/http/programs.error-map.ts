import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as programsErrors from '../domain/programs.errors.js';

export const programsErrorMap: ErrorStatusMap<ErrorCodes<typeof programsErrors>> = {
  'programs.not-found': 404,
  'programs.invalid-enrollment': 400,
  'programs.profile-required': 409,
  'programs.not-your-enrollments': 403,
  'programs.enrollment-closed': 409,
};
