import { Module } from '@nestjs/common';
import { useCase } from '@ember/platform';
import { EventLedgerQuery } from './application/event-ledger.query.js';
import { LedgerRepository } from './domain/ledger.repository.js';
import { PaymentRepository } from './domain/payment.repository.js';
import { SqlLedgerRepository } from './infrastructure/sql-ledger.repository.js';
import { SqlPaymentRepository } from './infrastructure/sql-payment.repository.js';

/** The ledger read on its own, for the `payments:ledger` command: no provider, no queues, no HTTP. */
@Module({
  providers: [
    { provide: PaymentRepository, useClass: SqlPaymentRepository },
    { provide: LedgerRepository, useClass: SqlLedgerRepository },
    useCase(EventLedgerQuery, [PaymentRepository, LedgerRepository]),
  ],
  exports: [EventLedgerQuery],
})
export class PaymentsLedgerModule {}
