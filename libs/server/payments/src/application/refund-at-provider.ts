import type { Payment } from '../domain/payment.entity.js';
import type { PaymentProvider, ProviderRefund } from './payment-provider.port.js';

/**
 * Gives `amountCents` of a payment back through its provider, keyed so a retry refunds once; a
 * payment with no charge at a provider (test mode's ledger, a ticket the deposit covered) is
 * refunded in the ledger alone. A destination charge takes the host's part back with it.
 */
export async function refundAtProvider(
  provider: PaymentProvider,
  payment: Payment,
  amountCents: number,
  key: string,
): Promise<ProviderRefund | { ref: null; amountCents: number; transferReversalCents: 0 }> {
  if (!payment.providerRef || payment.provider === 'offline')
    return { ref: null, amountCents, transferReversalCents: 0 };
  return provider.refund(payment.providerRef, amountCents, key, { reverseTransfer: payment.hostAccountRef !== null });
}
