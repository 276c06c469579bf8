import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { ProviderCharge } from './payment-provider.port.js';

/**
 * Brings a payment in line with its charge at the provider. States only move forward (pending →
 * authorized → captured; pending or authorized → canceled) and refunds only add up, so an old or
 * repeated notification changes nothing: the order events arrive in does not matter.
 */
export class ChargeSync {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  /** Answers the payment as it now stands, or null when the charge is not Ember's. */
  async apply(charge: ProviderCharge): Promise<Payment | null> {
    const known =
      (await this.payments.findByProviderRef(charge.ref)) ??
      (charge.paymentId ? await this.payments.findById(charge.paymentId) : null);
    if (!known) return null;
    let captured = false;
    let canceled = false;
    const payment = await this.payments.update(known.id, (current) => {
      const now = this.clock.now();
      if (!current.providerRef) current.attachProvider(charge.ref, null, now);
      if (charge.status === 'authorized') current.authorize(now);
      if (charge.status === 'canceled') canceled = current.cancel(now);
      if (charge.status !== 'captured') return [];
      const wasCaptured = current.state === 'captured';
      const movements = current.capture(charge.capturedCents, now, charge.transfer);
      captured = !wasCaptured && current.state === 'captured';
      return [...movements, ...current.observeRefunded(charge.refundedCents, charge.ref, now)];
    });
    if (captured) await this.followUps.captured(payment);
    if (canceled) await this.followUps.canceled(payment);
    return payment;
  }
}
