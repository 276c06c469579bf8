import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { PaymentProvider } from './payment-provider.port.js';
import { refundAtProvider } from './refund-at-provider.js';

/**
 * Three months after it was paid, a deposit no group used goes back to the member (spec 3 §9).
 * Runs from a delayed job keyed by the deposit; it refunds only a deposit still available and due,
 * with the provider call keyed by the deposit, so however often it runs the member is refunded once.
 * A deposit held for a group at that moment waits for the group's outcome.
 */
export class RefundDepositUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  /** Answers whether money went back. */
  async execute(depositId: string): Promise<boolean> {
    const deposit = await this.payments.findById(depositId);
    if (!deposit || !this.isDue(deposit)) return false;
    const key = `${deposit.id}.expired`;
    const amount = deposit.refundableCents();
    const refund = await refundAtProvider(this.provider, deposit, amount, key);
    let booked = false;
    const payment = await this.payments.update(deposit.id, (current) => {
      if (!this.isDue(current)) return [];
      const movements = current.refund(refund.amountCents, key, refund.ref, this.clock.now(), null);
      booked = movements.length > 0;
      return movements;
    });
    if (booked) {
      await this.followUps.refunded(
        payment,
        refund.amountCents,
        key,
        'Your $10 deposit',
        'No group was assembled for you within three months, so your deposit comes back.',
      );
    }
    return booked;
  }

  private isDue(deposit: Payment): boolean {
    return (
      deposit.purpose === 'deposit' &&
      deposit.state === 'captured' &&
      deposit.depositUse === 'available' &&
      deposit.refundableCents() > 0 &&
      deposit.refundDueAt !== null &&
      deposit.refundDueAt.getTime() <= this.clock.now().getTime()
    );
  }
}
