import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import { PaymentNotFoundError } from '../domain/payment.errors.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { TicketRefundOutcome, TicketRefunds } from './ticket-refunds.js';

export interface CancellationQuote {
  refundCents: number;
  paidCents: number;
  currency: string;
  rule: string;
}

/**
 * A member gives up their place: the ticket's cancellation and refund policies decide what comes
 * back (spec 3 §9), counted at the moment of cancelling. A deposit held for a deposit-priced group
 * is simply free again: cancelling ahead is not a no-show.
 */
export class CancelByMemberUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly refunds: TicketRefunds,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  async execute(reference: string, joinKey: string): Promise<TicketRefundOutcome> {
    const payment = await this.payments.findById(reference);
    if (!payment) throw new PaymentNotFoundError();
    if (payment.purpose === 'deposit') {
      await this.followUps.releaseDeposit(payment.id, joinKey);
      return { payment, refundedCents: 0, rule: 'Your deposit stays on file for your next group.' };
    }
    return this.refunds.refund(payment, 'member-cancelled');
  }

  /** What cancelling now would give back, for the member to see before deciding. */
  quote(payment: Payment): CancellationQuote {
    const base = { paidCents: payment.amountCents, currency: payment.currency };
    if (payment.purpose === 'deposit')
      return { ...base, refundCents: 0, rule: 'Your deposit stays on file for your next group.' };
    if (payment.refundDecision)
      return { ...base, refundCents: payment.refundDecision.cents, rule: payment.refundDecision.rule };
    if (payment.state !== 'captured') {
      return {
        ...base,
        refundCents: payment.state === 'canceled' ? 0 : payment.amountCents,
        rule: 'Nothing is taken before your group is confirmed.',
      };
    }
    const answer = payment.refundNow('member-cancelled', this.clock.now());
    return { ...base, refundCents: answer.amountCents, rule: answer.rule };
  }
}
