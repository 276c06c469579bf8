import type { Payment } from '../domain/payment.entity.js';
import { PaymentNotFoundError } from '../domain/payment.errors.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { ChargeSync } from './charge-sync.js';
import type { PaymentProvider } from './payment-provider.port.js';

/**
 * The card form finished in the browser: the payment is brought up to date from the provider
 * now rather than when its webhook arrives.
 */
export class RefreshPaymentUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly sync: ChargeSync,
  ) {}

  async execute(memberId: string, paymentId: string): Promise<Payment> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || payment.memberId !== memberId) throw new PaymentNotFoundError();
    return (await this.refreshed(payment)) ?? payment;
  }

  /** The payment with its provider's latest state (offline payments are their own record). */
  async refreshed(payment: Payment): Promise<Payment | null> {
    if (!payment.providerRef || payment.provider === 'offline' || payment.state !== 'pending') return payment;
    return this.sync.apply(await this.provider.retrieveCharge(payment.providerRef));
  }
}
