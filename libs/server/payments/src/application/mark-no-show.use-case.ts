import type { Clock } from '@ember/kernel';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';

/**
 * A member did not come to their group: the deposit held for it is kept by Ember (spec 3 §9).
 * A ticket is not refunded anyway. Reported before the group's settlement; reporting twice keeps it once.
 */
export class MarkNoShowUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  /** Answers whether a deposit was kept. */
  async execute(groupId: string, memberId: string): Promise<boolean> {
    const deposit = (await this.payments.listOfGroup(groupId)).find(
      (payment) => payment.purpose === 'deposit' && payment.memberId === memberId && payment.depositUse === 'reserved',
    );
    if (!deposit) return false;
    let kept = false;
    const payment = await this.payments.update(deposit.id, (current) => {
      const movements = current.forfeit(this.clock.now(), current.eventKey);
      kept = movements.length > 0;
      return movements;
    });
    if (kept) await this.followUps.forfeited(payment);
    return kept;
  }
}
