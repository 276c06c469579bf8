import type { ProviderName } from '../domain/payment.entity.js';

/** Where a charge stands at the provider, in Ember's words. */
export type ProviderChargeStatus = 'requires-payment' | 'processing' | 'authorized' | 'captured' | 'canceled';

export interface ProviderCharge {
  ref: string;
  status: ProviderChargeStatus;
  amountCents: number;
  currency: string;
  capturedCents: number;
  refundedCents: number;
  /** For the browser's card form (Stripe's Payment Element); null for offline charges. */
  clientSecret: string | null;
  /** The transfer to the host's connected account made by a destination charge, once captured. */
  transfer: { ref: string; cents: number } | null;
  /** Ember's payment id, as the charge's metadata carries it. */
  paymentId: string | null;
}

export interface CreateChargeRequest {
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Tickets are held on the card and taken when the group is confirmed; deposits are taken at once. */
  captureLater: boolean;
  /** A destination charge: the host's connected account receives it less Ember's application fee. */
  destination: { accountRef: string; applicationFeeCents: number } | null;
}

export interface ProviderRefund {
  ref: string;
  amountCents: number;
  /** What was taken back from the host's connected account with it. */
  transferReversalCents: number;
}

export interface ProviderAccount {
  ref: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface ProviderPayout {
  ref: string;
  status: 'pending' | 'in-transit' | 'paid' | 'failed' | 'canceled';
  amountCents: number;
}

/**
 * A provider notification, verified and reduced to what it is about. Ember reads the object's
 * current state back from the provider rather than trusting the event's copy, so an old event
 * arriving late cannot undo a newer state.
 */
export type ProviderEvent =
  | { id: string; kind: 'charge'; chargeRef: string }
  | { id: string; kind: 'account'; accountRef: string }
  | { id: string; kind: 'payout'; accountRef: string; payoutRef: string }
  | { id: string; kind: 'ignored'; type: string };

/** The provider refused or could not be reached; retrying may succeed. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly declined = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * Card payments, connected accounts and payouts. Every call that moves money carries an
 * idempotency key, so a retried step never charges, refunds or pays twice.
 */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;
  /** No real money moves (test mode): the member's screen says so. */
  abstract readonly testMode: boolean;
  /** The browser's key for the card form; null without a card provider. */
  abstract readonly publishableKey: string | null;

  abstract createCharge(request: CreateChargeRequest): Promise<ProviderCharge>;
  abstract retrieveCharge(ref: string): Promise<ProviderCharge>;
  /** Takes `amountCents` (the whole authorization) of a held charge. */
  abstract capture(ref: string, amountCents: number, idempotencyKey: string): Promise<ProviderCharge>;
  abstract cancel(ref: string, idempotencyKey: string): Promise<ProviderCharge>;
  abstract refund(
    ref: string,
    amountCents: number,
    idempotencyKey: string,
    options: { reverseTransfer: boolean },
  ): Promise<ProviderRefund>;

  abstract createAccount(hostId: string, email: string, idempotencyKey: string): Promise<ProviderAccount>;
  abstract retrieveAccount(ref: string): Promise<ProviderAccount>;
  /** Where the host finishes (or updates) their account; one-time and short-lived. */
  abstract onboardingLink(ref: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Moves Ember's money to a connected account (what a destination charge did not carry). */
  abstract transfer(
    accountRef: string,
    amountCents: number,
    currency: string,
    idempotencyKey: string,
    group: string,
  ): Promise<string>;
  /** Takes back part of a destination charge's transfer (the host was given more than earned). */
  abstract reverseTransfer(transferRef: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Pays a connected account's balance out to the host's bank. */
  abstract payout(
    accountRef: string,
    amountCents: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<ProviderPayout>;
  abstract retrievePayout(accountRef: string, ref: string): Promise<ProviderPayout>;

  /** Verifies a webhook's signature over its raw body; throws InvalidWebhookSignatureError. */
  abstract parseEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
