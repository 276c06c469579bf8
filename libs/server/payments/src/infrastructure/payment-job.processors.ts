import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HandlesJob, type JobHandler, type JobPayload, JobProducer } from '@ember/platform';
import { PayHostUseCase } from '../application/pay-host.use-case.js';
import { ReconcileUseCase } from '../application/reconcile.use-case.js';
import { RefundDepositUseCase } from '../application/refund-deposit.use-case.js';
import { SettleGroupUseCase } from '../application/settle-group.use-case.js';

// One processor per job of the payments.ledger queue, each running an idempotent use case: the
// payment's row decides whether the work is due and not yet done, and every provider call is keyed.

@Injectable()
@HandlesJob('payments.refund-deposit')
export class RefundDepositProcessor implements JobHandler<'payments.refund-deposit'> {
  constructor(private readonly refund: RefundDepositUseCase) {}

  async handle({ paymentId }: JobPayload<'payments.refund-deposit'>): Promise<void> {
    await this.refund.execute(paymentId);
  }
}

@Injectable()
@HandlesJob('payments.settle-group')
export class SettleGroupProcessor implements JobHandler<'payments.settle-group'> {
  constructor(private readonly settle: SettleGroupUseCase) {}

  handle({ groupId }: JobPayload<'payments.settle-group'>): Promise<void> {
    return this.settle.execute(groupId);
  }
}

@Injectable()
@HandlesJob('payments.pay-host')
export class PayHostProcessor implements JobHandler<'payments.pay-host'> {
  constructor(private readonly pay: PayHostUseCase) {}

  async handle({ payoutId }: JobPayload<'payments.pay-host'>): Promise<void> {
    await this.pay.execute(payoutId);
  }
}

@Injectable()
@HandlesJob('payments.reconcile')
export class ReconcileProcessor implements JobHandler<'payments.reconcile'> {
  private readonly logger = new Logger('PaymentsReconciliation');

  constructor(private readonly reconcile: ReconcileUseCase) {}

  async handle(): Promise<void> {
    const report = await this.reconcile.execute();
    const summary = { reportId: report.id, checked: report.checked, differences: report.differences.length };
    if (report.differences.length > 0)
      this.logger.warn({ ...summary, found: report.differences }, 'ledger and provider differ');
    else this.logger.log(summary, 'ledger and provider agree');
  }
}

const day = 24 * 3600 * 1000;

/** The worker registers the daily reconciliation at boot (one scheduler however many workers start). */
@Injectable()
export class ReconcileScheduler implements OnApplicationBootstrap {
  constructor(@Inject(JobProducer) private readonly producer: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.producer.repeat('payments.reconcile', {}, day);
  }
}
