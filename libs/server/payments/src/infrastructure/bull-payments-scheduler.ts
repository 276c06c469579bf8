import { Injectable } from '@nestjs/common';
import { JobProducer } from '@ember/platform';
import { PaymentsScheduler } from '../application/payments-scheduler.port.js';

/** Delayed jobs on payments.ledger, keyed by the deposit, the group and the payout. */
@Injectable()
export class BullPaymentsScheduler extends PaymentsScheduler {
  constructor(private readonly producer: JobProducer) {
    super();
  }

  async depositRefundDue(paymentId: string, at: Date): Promise<void> {
    await this.producer.schedule('payments.refund-deposit', { paymentId, dueAt: at.toISOString() }, at, {
      replaceFailed: true,
    });
  }

  async settlementDue(groupId: string, at: Date): Promise<void> {
    await this.producer.schedule('payments.settle-group', { groupId, dueAt: at.toISOString() }, at, {
      replaceFailed: true,
    });
  }

  async payoutDue(payoutId: string): Promise<void> {
    await this.producer.schedule('payments.pay-host', { payoutId }, new Date(), { replaceFailed: true });
  }
}
