import { Module } from '@nestjs/common';
import {
  PayHostProcessor,
  ReconcileProcessor,
  ReconcileScheduler,
  RefundDepositProcessor,
  SettleGroupProcessor,
} from './infrastructure/payment-job.processors.js';
import { PaymentsCoreModule } from './payments-core.module.js';

/** The payments.ledger jobs, for the worker: deposit refunds, settlements, payouts, the daily reconciliation. */
@Module({
  imports: [PaymentsCoreModule],
  providers: [RefundDepositProcessor, SettleGroupProcessor, PayHostProcessor, ReconcileProcessor, ReconcileScheduler],
})
export class PaymentsWorkerModule {}
