import type { ServerContext } from '@ember/platform';
import { paymentsErrorMap } from './http/payments.error-map.js';
import { paymentsDatabase } from './infrastructure/payments.database.js';

export const paymentsContext: ServerContext = {
  database: paymentsDatabase,
  errors: paymentsErrorMap,
};
