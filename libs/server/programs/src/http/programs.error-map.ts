import type { ErrorStatusMap } from '@ember/platform';

export const programsErrorMap: ErrorStatusMap = {
  'programs.not-found': 404,
  'programs.invalid-enrollment': 400,
  'programs.profile-required': 409,
  'programs.not-your-enrollments': 403,
};
