import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { TicketRefunds } from './ticket-refunds.js';

/**
 * The host or Ember calls a group (or a whole format, group by group) off: every ticket is given
 * back in full whatever its policies, and deposits held for it are free again.
 */
export class CancelGroupUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly refunds: TicketRefunds,
    private readonly followUps: PaymentFollowUps,
  ) {}

  /** Answers how much went back to members, in minor units. */
  async execute(groupId: string): Promise<number> {
    let total = 0;
    for (const payment of await this.payments.listOfGroup(groupId)) {
      if (payment.purpose === 'deposit') {
        if (payment.reservedFor) await this.followUps.releaseDeposit(payment.id, payment.reservedFor);
        continue;
      }
      // A member who cancelled already got what their policy gave; the rest of the group gets everything.
      if (payment.refundDecision) continue;
      total += (await this.refunds.refund(payment, 'event-cancelled')).refundedCents;
    }
    return total;
  }
}
