import type { ErrorStatusMap } from '@ember/platform';

export const paymentsErrorMap: ErrorStatusMap = {
  'payments.invalid-signature': 400,
  'payments.payment-required': 402,
  'payments.not-a-host': 403,
  'payments.not-found': 404,
  'payments.wrong-state': 409,
  'payments.test-mode-only': 409,
  'payments.declined': 402,
};
