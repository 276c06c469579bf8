import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { RefundReason } from '../domain/refund-rules.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { PaymentProvider } from './payment-provider.port.js';
import { refundAtProvider } from './refund-at-provider.js';

export interface TicketRefundOutcome {
  payment: Payment;
  refundedCents: number;
  rule: string;
}

/**
 * Gives back what a ticket's policy allows, once. A ticket still only held on the card is
 * released (nothing was taken; a deposit it counted is free again). A taken ticket is refunded by
 * the amount decided: first from its card charge, then from the deposit counted toward it. The
 * decision is kept on the ticket and every provider call has a key, so a retried refund repeats
 * the same calls and books nothing twice.
 */
export class TicketRefunds {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  async refund(ticket: Payment, reason: RefundReason): Promise<TicketRefundOutcome> {
    if (ticket.state === 'pending' || ticket.state === 'authorized') return this.release(ticket);
    if (ticket.state === 'canceled') return { payment: ticket, refundedCents: 0, rule: 'Nothing was taken.' };
    const now = this.clock.now();
    const answer = ticket.refundNow(reason, now);
    let decided = await this.payments.update(ticket.id, (current) => {
      current.decideRefund(
        { key: `${current.id}.${reason}`, reason, cents: answer.amountCents, rule: answer.rule },
        now,
      );
    });
    const decision = decided.refundDecision;
    if (!decision) throw new Error(`no refund decided for ${ticket.id}`);
    const cardCents = Math.min(decision.cents, decided.capturedCents);
    const depositCents = decision.cents - cardCents;
    if (cardCents > 0) {
      decided = await this.refundPart(decided, cardCents, `${decision.key}.card`, decided.eventKey);
    }
    if (depositCents > 0 && decided.depositPaymentId) {
      const deposit = await this.payments.findById(decided.depositPaymentId);
      if (deposit) await this.refundPart(deposit, depositCents, `${decision.key}.deposit`, decided.eventKey);
    }
    const payment = await this.payments.update(decided.id, (current) =>
      current.markReturned(decision.cents, this.clock.now()),
    );
    await this.followUps.refunded(
      payment,
      decision.cents,
      decision.key,
      payment.eventTitle ?? 'Your ticket',
      decision.rule,
    );
    return { payment, refundedCents: decision.cents, rule: decision.rule };
  }

  /** A held ticket let go: the authorization is cancelled at the provider. */
  async release(ticket: Payment): Promise<TicketRefundOutcome> {
    if (ticket.providerRef && ticket.provider !== 'offline' && ticket.state !== 'canceled') {
      await this.provider.cancel(ticket.providerRef, `cancel.${ticket.id}`);
    }
    let canceled = false;
    const payment = await this.payments.update(
      ticket.id,
      (current) => void (canceled = current.cancel(this.clock.now())),
    );
    if (canceled) await this.followUps.canceled(payment);
    return { payment, refundedCents: 0, rule: 'The hold on your card was released: nothing was taken.' };
  }

  private async refundPart(
    payment: Payment,
    amountCents: number,
    key: string,
    eventKey: string | null,
  ): Promise<Payment> {
    if (payment.appliedRefunds.includes(key)) return payment;
    const refund = await refundAtProvider(this.provider, payment, amountCents, key);
    return this.payments.update(payment.id, (current) =>
      current.refund(refund.amountCents, key, refund.ref, this.clock.now(), eventKey, refund.transferReversalCents),
    );
  }
}
