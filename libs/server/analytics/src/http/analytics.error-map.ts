import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as analyticsErrors from '../domain/analytics.errors.js';

export const analyticsErrorMap: ErrorStatusMap<ErrorCodes<typeof analyticsErrors>> = {
  'analytics.invalid-day': 400,
  'analytics.invalid-range': 400,
};
