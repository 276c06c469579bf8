import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentProvider, ProviderCharge } from './payment-provider.port.js';

export interface Checkout {
  payment: Payment;
  /** For the browser's card form while the payment waits for the member; null otherwise. */
  clientSecret: string | null;
}

/**
 * Makes sure a pending payment has its charge at the provider, created once (the payment's key is
 * the provider's idempotency key), and answers what the card form needs.
 */
export async function openCharge(
  dependencies: { payments: PaymentRepository; provider: PaymentProvider; clock: Clock },
  payment: Payment,
  options: {
    description: string;
    captureLater: boolean;
    destination: { accountRef: string; applicationFeeCents: number } | null;
  },
): Promise<Checkout> {
  const { payments, provider, clock } = dependencies;
  if (payment.state !== 'pending' || payment.chargeCents() === 0) return { payment, clientSecret: null };
  let charge: ProviderCharge;
  if (payment.providerRef) {
    charge = await provider.retrieveCharge(payment.providerRef);
  } else {
    charge = await provider.createCharge({
      paymentId: payment.id,
      idempotencyKey: payment.key,
      amountCents: payment.chargeCents(),
      currency: payment.currency,
      description: options.description,
      captureLater: options.captureLater,
      destination: options.destination,
    });
    payment = await payments.update(payment.id, (current) => {
      if (!current.providerRef) current.attachProvider(charge.ref, options.destination, clock.now());
    });
  }
  return { payment, clientSecret: charge.clientSecret };
}
