import {
  type CreateChargeRequest,
  PaymentProvider,
  type ProviderAccount,
  type ProviderCharge,
  type ProviderEvent,
  type ProviderPayout,
  type ProviderRefund,
} from '../application/payment-provider.port.js';
import { InvalidWebhookSignatureError } from '../domain/payment.errors.js';

const ready: Omit<ProviderAccount, 'ref'> = { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };

/**
 * Payments without a card provider (the `npm start` default, test mode): every movement is booked in
 * Ember's ledger, to be collected outside Ember; nothing reaches a bank. The ledger is its own
 * record, so this provider keeps no state: each step answers what it was asked, with references
 * derived from Ember's own keys. Hosts' accounts are ready at once.
 */
export class OfflineLedgerPaymentProvider extends PaymentProvider {
  readonly name = 'offline' as const;
  readonly testMode = true;
  readonly publishableKey = null;

  async createCharge(request: CreateChargeRequest): Promise<ProviderCharge> {
    return this.charge(`offline_${request.paymentId}`, 'requires-payment', request.amountCents, request.currency, 0);
  }

  async retrieveCharge(ref: string): Promise<ProviderCharge> {
    return this.charge(ref, 'requires-payment', 0, '', 0);
  }

  async capture(ref: string, amountCents: number): Promise<ProviderCharge> {
    return this.charge(ref, 'captured', amountCents, '', amountCents);
  }

  async cancel(ref: string): Promise<ProviderCharge> {
    return this.charge(ref, 'canceled', 0, '', 0);
  }

  async refund(_ref: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    return { ref: `offline_re_${idempotencyKey}`, amountCents, transferReversalCents: 0 };
  }

  async createAccount(hostId: string): Promise<ProviderAccount> {
    return { ref: `offline_acct_${hostId}`, ...ready };
  }

  async retrieveAccount(ref: string): Promise<ProviderAccount> {
    return { ref, ...ready };
  }

  async onboardingLink(_ref: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string> {
    return urls.returnUrl;
  }

  async transfer(
    _accountRef: string,
    _amountCents: number,
    _currency: string,
    idempotencyKey: string,
  ): Promise<string> {
    return `offline_tr_${idempotencyKey}`;
  }

  async reverseTransfer(): Promise<void> {}

  async payout(
    _accountRef: string,
    amountCents: number,
    _currency: string,
    idempotencyKey: string,
  ): Promise<ProviderPayout> {
    return { ref: `offline_po_${idempotencyKey}`, status: 'paid', amountCents };
  }

  async retrievePayout(_accountRef: string, ref: string): Promise<ProviderPayout> {
    return { ref, status: 'paid', amountCents: 0 };
  }

  /** No provider sends notifications here. */
  parseEvent(): ProviderEvent {
    throw new InvalidWebhookSignatureError();
  }

  private charge(
    ref: string,
    status: ProviderCharge['status'],
    amountCents: number,
    currency: string,
    capturedCents: number,
  ): ProviderCharge {
    return {
      ref,
      status,
      amountCents,
      currency,
      capturedCents,
      refundedCents: 0,
      clientSecret: null,
      transfer: null,
      paymentId: null,
    };
  }
}
