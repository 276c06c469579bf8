import type { Payment } from '../domain/payment.entity.js';
import { PaymentNotFoundError } from '../domain/payment.errors.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { CancelByMemberUseCase, CancellationQuote } from './cancel-by-member.use-case.js';
import type { PaymentProvider } from './payment-provider.port.js';

export interface MyPayment {
  payment: Payment;
  /** What cancelling now would give back (tickets in a group the member joined). */
  quote: CancellationQuote | null;
}

/** A member's payments, newest first: deposits and tickets with their refunds; never anyone else's. */
export class MyPaymentsQuery {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly cancellation: CancelByMemberUseCase,
  ) {}

  async list(memberId: string): Promise<MyPayment[]> {
    const mine = await this.payments.listOfMember(memberId);
    return mine.map((payment) => ({ payment, quote: this.quoteOf(payment) }));
  }

  /** One of the member's payments, with what the card form needs while it waits for them. */
  async one(memberId: string, paymentId: string): Promise<MyPayment & { clientSecret: string | null }> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || payment.memberId !== memberId) throw new PaymentNotFoundError();
    const clientSecret =
      payment.state === 'pending' && payment.providerRef && payment.provider !== 'offline'
        ? (await this.provider.retrieveCharge(payment.providerRef)).clientSecret
        : null;
    return { payment, quote: this.quoteOf(payment), clientSecret };
  }

  private quoteOf(payment: Payment): CancellationQuote | null {
    if (payment.purpose !== 'ticket' || !payment.joinKey || payment.state === 'canceled') return null;
    return this.cancellation.quote(payment);
  }
}
