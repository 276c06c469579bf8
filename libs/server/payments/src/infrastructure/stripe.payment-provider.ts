import Stripe from 'stripe';
import {
  type CreateChargeRequest,
  PaymentProvider,
  type ProviderAccount,
  type ProviderCharge,
  type ProviderChargeStatus,
  ProviderError,
  type ProviderEvent,
  type ProviderPayout,
  type ProviderRefund,
} from '../application/payment-provider.port.js';
import { InvalidWebhookSignatureError } from '../domain/payment.errors.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /**
   * The webhook signing secrets, tried in turn: the account endpoint's, then the Connect
   * endpoint's (the connected accounts' events), each possibly two during a rotation.
   */
  webhookSecrets: readonly string[];
  /** Another address for the API (a Stripe-compatible server in tests); Stripe's own when unset. */
  apiUrl?: string | undefined;
}

const statuses: Record<Stripe.PaymentIntent.Status, ProviderChargeStatus> = {
  requires_payment_method: 'requires-payment',
  requires_confirmation: 'requires-payment',
  requires_action: 'requires-payment',
  processing: 'processing',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe through its SDK: PaymentIntents confirmed in the browser by the Payment Element (card
 * details go from the browser to Stripe, never through Ember), held and captured for tickets;
 * destination charges to the host's Connect Express account with Ember's application fee; refunds
 * reversing the host's part; transfers and payouts (manual payout schedule) after the event.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.testMode = settings.secretKey.startsWith('sk_test_');
    this.publishableKey = settings.publishableKey;
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Ember' },
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  createCharge(request: CreateChargeRequest): Promise<ProviderCharge> {
    return this.call(async () =>
      this.toCharge(
        await this.stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            capture_method: request.captureLater ? 'manual' : 'automatic',
            automatic_payment_methods: { enabled: true },
            description: request.description,
            metadata: { paymentId: request.paymentId },
            ...(request.destination
              ? {
                  application_fee_amount: request.destination.applicationFeeCents,
                  transfer_data: { destination: request.destination.accountRef },
                }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  retrieveCharge(ref: string): Promise<ProviderCharge> {
    return this.call(async () =>
      this.toCharge(await this.stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] })),
    );
  }

  capture(ref: string, amountCents: number, idempotencyKey: string): Promise<ProviderCharge> {
    return this.call(async () => {
      const current = await this.stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
      if (current.status !== 'requires_capture') return this.toCharge(current);
      return this.toCharge(
        await this.stripe.paymentIntents.capture(
          ref,
          { amount_to_capture: amountCents, expand: ['latest_charge'] },
          { idempotencyKey },
        ),
      );
    });
  }

  cancel(ref: string, idempotencyKey: string): Promise<ProviderCharge> {
    return this.call(async () => {
      const current = await this.stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
      // Taken or cancelled already: nothing to release.
      if (current.status === 'succeeded' || current.status === 'canceled') return this.toCharge(current);
      return this.toCharge(await this.stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }));
    });
  }

  refund(
    ref: string,
    amountCents: number,
    idempotencyKey: string,
    options: { reverseTransfer: boolean },
  ): Promise<ProviderRefund> {
    return this.call(async () => {
      // The host's part is taken back with the refund; Ember's fee is settled after the event.
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: ref,
          amount: amountCents,
          ...(options.reverseTransfer ? { reverse_transfer: true } : {}),
          expand: ['transfer_reversal'],
        },
        { idempotencyKey },
      );
      const reversal = refund.transfer_reversal;
      return {
        ref: refund.id,
        amountCents: refund.amount,
        transferReversalCents: reversal && typeof reversal !== 'string' ? reversal.amount : 0,
      };
    });
  }

  createAccount(hostId: string, email: string, idempotencyKey: string): Promise<ProviderAccount> {
    return this.call(async () =>
      this.toAccount(
        await this.stripe.accounts.create(
          {
            type: 'express',
            ...(email ? { email } : {}),
            metadata: { hostId },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            // Hosts are paid after their event, by Ember's payout, not on Stripe's daily schedule.
            settings: { payouts: { schedule: { interval: 'manual' } } },
          },
          { idempotencyKey },
        ),
      ),
    );
  }

  retrieveAccount(ref: string): Promise<ProviderAccount> {
    return this.call(async () => this.toAccount(await this.stripe.accounts.retrieve(ref)));
  }

  onboardingLink(ref: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string> {
    return this.call(
      async () =>
        (
          await this.stripe.accountLinks.create({
            account: ref,
            refresh_url: urls.refreshUrl,
            return_url: urls.returnUrl,
            type: 'account_onboarding',
          })
        ).url,
    );
  }

  transfer(
    accountRef: string,
    amountCents: number,
    currency: string,
    idempotencyKey: string,
    group: string,
  ): Promise<string> {
    return this.call(
      async () =>
        (
          await this.stripe.transfers.create(
            { amount: amountCents, currency: currency.toLowerCase(), destination: accountRef, transfer_group: group },
            { idempotencyKey },
          )
        ).id,
    );
  }

  reverseTransfer(transferRef: string, amountCents: number, idempotencyKey: string): Promise<void> {
    return this.call(async () => {
      await this.stripe.transfers.createReversal(transferRef, { amount: amountCents }, { idempotencyKey });
    });
  }

  payout(accountRef: string, amountCents: number, currency: string, idempotencyKey: string): Promise<ProviderPayout> {
    return this.call(async () =>
      this.toPayout(
        await this.stripe.payouts.create(
          { amount: amountCents, currency: currency.toLowerCase() },
          { stripeAccount: accountRef, idempotencyKey },
        ),
      ),
    );
  }

  retrievePayout(accountRef: string, ref: string): Promise<ProviderPayout> {
    return this.call(async () =>
      this.toPayout(await this.stripe.payouts.retrieve(ref, {}, { stripeAccount: accountRef })),
    );
  }

  parseEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature || rawBody.length === 0) throw new InvalidWebhookSignatureError();
    const event = this.verified(rawBody, signature);
    const object = event.data.object as unknown as Record<string, unknown>;
    if (event.type.startsWith('payment_intent.')) {
      return { id: event.id, kind: 'charge', chargeRef: String(object['id']) };
    }
    if (
      event.type === 'charge.refunded' ||
      event.type === 'charge.captured' ||
      event.type === 'charge.refund.updated'
    ) {
      const intent = idOf(object['payment_intent'] as string | null);
      return intent
        ? { id: event.id, kind: 'charge', chargeRef: intent }
        : { id: event.id, kind: 'ignored', type: event.type };
    }
    if (event.type === 'account.updated') {
      return { id: event.id, kind: 'account', accountRef: String(event.account ?? object['id']) };
    }
    if (event.type.startsWith('payout.') && event.account) {
      return { id: event.id, kind: 'payout', accountRef: event.account, payoutRef: String(object['id']) };
    }
    return { id: event.id, kind: 'ignored', type: event.type };
  }

  /** The event, when one of the secrets signed it (Stripe also refuses a stale time stamp). */
  private verified(rawBody: Buffer, signature: string): Stripe.Event {
    for (const secret of this.settings.webhookSecrets.filter(Boolean)) {
      try {
        return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        // Not this secret's signature: the next one may be.
      }
    }
    throw new InvalidWebhookSignatureError();
  }

  private toCharge(intent: Stripe.PaymentIntent): ProviderCharge {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const transferRef = idOf(charge?.transfer);
    return {
      ref: intent.id,
      // A status this SDK does not know yet counts as not paid.
      status: statuses[intent.status] ?? 'requires-payment',
      amountCents: intent.amount,
      currency: intent.currency.toUpperCase(),
      capturedCents: intent.amount_received,
      refundedCents: charge?.amount_refunded ?? 0,
      clientSecret: intent.status === 'succeeded' || intent.status === 'canceled' ? null : intent.client_secret,
      // A destination charge leaves the amount less Ember's application fee in the host's account.
      transfer:
        intent.transfer_data && transferRef
          ? { ref: transferRef, cents: intent.amount_received - (intent.application_fee_amount ?? 0) }
          : null,
      paymentId: intent.metadata?.['paymentId'] ?? null,
    };
  }

  private toAccount(account: Stripe.Account): ProviderAccount {
    return {
      ref: account.id,
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
      detailsSubmitted: account.details_submitted ?? false,
    };
  }

  private toPayout(payout: Stripe.Payout): ProviderPayout {
    const status: ProviderPayout['status'] =
      payout.status === 'in_transit' ? 'in-transit' : (payout.status as ProviderPayout['status']);
    return { ref: payout.id, status, amountCents: payout.amount };
  }

  /** Stripe's errors become ProviderError (retried by jobs); a declined card says so. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new ProviderError(`${error.type}: ${error.message}`, error.type === 'StripeCardError');
      }
      throw error;
    }
  }
}
