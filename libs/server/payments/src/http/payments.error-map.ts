import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as paymentErrors from '../domain/payment.errors.js';

type PaymentsErrorCode = ErrorCodes<typeof paymentErrors>;

export const paymentsErrorMap: ErrorStatusMap<PaymentsErrorCode> = {
  'payments.invalid-signature': 400,
  // Joining waits for the ticket or the deposit to be paid on /payment.
  'payments.payment-required': 402,
  'payments.declined': 402,
  'payments.not-a-host': 403,
  'payments.not-found': 404,
  'payments.wrong-state': 409,
  'payments.test-mode-only': 409,
};
