import type { Clock } from '@ember/kernel';
import { PaymentNotFoundError, PaymentStateError, TestModeOnlyError } from '../domain/payment.errors.js';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { PaymentProvider } from './payment-provider.port.js';

/**
 * Test mode's card form (Ember without a card provider): the member says "pay" and the payment
 * goes through as a card would, with no card involved. A ticket is held until its group is
 * confirmed; a deposit is taken.
 */
export class ConfirmTestPaymentUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  async execute(memberId: string, paymentId: string): Promise<Payment> {
    if (!this.provider.testMode || this.provider.name !== 'offline') throw new TestModeOnlyError();
    const found = await this.payments.findById(paymentId);
    if (!found || found.memberId !== memberId) throw new PaymentNotFoundError();
    if (found.state === 'canceled') throw new PaymentStateError('This payment was cancelled. Please start again.');
    let captured = false;
    const payment = await this.payments.update(found.id, (current) => {
      const now = this.clock.now();
      if (current.purpose === 'ticket') {
        current.authorize(now);
        return [];
      }
      const movements = current.capture(current.chargeCents(), now);
      captured = movements.length > 0;
      return movements;
    });
    if (captured) await this.followUps.captured(payment);
    return payment;
  }
}
