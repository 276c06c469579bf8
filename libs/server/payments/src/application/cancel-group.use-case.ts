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

  /**
   * The group's review is over: checkouts nobody joined with (a ticket left unpaid, or paid but
   * never used to join) are let go, so their holds and the deposits they counted are freed.
   */
  async closeCheckouts(groupId: string): Promise<void> {
    for (const payment of await this.payments.listOfGroup(groupId)) {
      const unjoined = payment.purpose === 'ticket' && !payment.joinKey;
      if (unjoined && (payment.state === 'pending' || payment.state === 'authorized')) {
        await this.refunds.release(payment);
      }
    }
  }

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
