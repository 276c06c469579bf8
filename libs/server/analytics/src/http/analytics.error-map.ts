import type { ErrorStatusMap } from '@ember/platform';

export const analyticsErrorMap: ErrorStatusMap = {
  'analytics.invalid-day': 400,
  'analytics.invalid-range': 400,
};
