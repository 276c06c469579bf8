import type { ContextDatabase } from '@ember/platform';
import { HostAccountSchema } from './host-account.schema.js';
import { LedgerEntrySchema } from './ledger-entry.schema.js';
import { paymentsMigrations } from './migrations/index.js';
import { PaymentSchema } from './payment.schema.js';
import { PayoutSchema } from './payout.schema.js';
import { ReconciliationReportSchema, WebhookEventSchema } from './record.schema.js';

export const paymentsDatabase: ContextDatabase = {
  schema: 'payments',
  entities: [
    PaymentSchema,
    LedgerEntrySchema,
    HostAccountSchema,
    PayoutSchema,
    WebhookEventSchema,
    ReconciliationReportSchema,
  ],
  migrations: paymentsMigrations,
};
