import type { Payment } from '../domain/payment.entity.js';
import { PaymentNotFoundError } from '../domain/payment.errors.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { TicketRefunds } from './ticket-refunds.js';

/**
 * The group will not meet (too few joined, or the join came too late): the ticket's hold is
 * released, or a ticket already taken is refunded in full ('full-if-not-matched'); a deposit held
 * for the group is available again for the next one.
 */
export class ReleaseForGroupUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly refunds: TicketRefunds,
    private readonly followUps: PaymentFollowUps,
  ) {}

  async execute(reference: string, joinKey: string | null = null): Promise<Payment> {
    const payment = await this.payments.findById(reference);
    if (!payment) throw new PaymentNotFoundError();
    if (payment.purpose === 'ticket') return (await this.refunds.refund(payment, 'not-matched')).payment;
    const holder = joinKey ?? payment.reservedFor;
    if (holder) await this.followUps.releaseDeposit(payment.id, holder);
    return (await this.payments.findById(payment.id)) ?? payment;
  }
}
