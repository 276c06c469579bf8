import { DomainError } from '@ember/kernel';

export class PaymentNotFoundError extends DomainError {
  readonly code = 'payments.not-found';

  constructor() {
    super('There is no such payment.');
  }
}

/** The payment is not in a state that allows the step (refunding what was never taken …). */
export class PaymentStateError extends DomainError {
  readonly code = 'payments.wrong-state';
}

/** Joining needs the ticket or deposit paid first, on /payment. */
export class PaymentRequiredError extends DomainError {
  readonly code = 'payments.payment-required';

  constructor(amountCents: number, currency: string) {
    super('Please pay first: your place is confirmed once the payment goes through.', { amountCents, currency });
  }
}

/** The card was not accepted, or the provider refused the step. */
export class PaymentDeclinedError extends DomainError {
  readonly code = 'payments.declined';
}

/** The test-mode form only exists while Ember runs without a card provider. */
export class TestModeOnlyError extends DomainError {
  readonly code = 'payments.test-mode-only';

  constructor() {
    super('Payments go through the card form: test mode is off.');
  }
}

export class NotAHostError extends DomainError {
  readonly code = 'payments.not-a-host';

  constructor() {
    super('Only hosts have payouts.');
  }
}

/** A webhook whose signature does not match the configured secret. */
export class InvalidWebhookSignatureError extends DomainError {
  readonly code = 'payments.invalid-signature';

  constructor() {
    super('The webhook signature does not match.');
  }
}
