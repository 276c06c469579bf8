import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import { PaymentNotFoundError } from '../domain/payment.errors.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { PaymentProvider } from './payment-provider.port.js';

/**
 * The group was confirmed: each joined member's ticket is taken from the card (the deposit counted
 * toward it is used up), and from now on the format's policies decide refunds. A deposit held for
 * a deposit-priced group stays held until after the event. Idempotent: a retried capture takes nothing twice.
 */
export class CaptureForGroupUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly followUps: PaymentFollowUps,
    private readonly clock: Clock,
  ) {}

  async execute(reference: string): Promise<Payment> {
    const found = await this.payments.findById(reference);
    if (!found) throw new PaymentNotFoundError();
    if (found.purpose === 'deposit') {
      if (found.groupId && found.eventEndsAt) await this.followUps.settlementDue(found.groupId, found.eventEndsAt);
      return found;
    }
    const confirmed = await this.payments.update(found.id, (ticket) => ticket.confirm(this.clock.now()));
    if (confirmed.state !== 'authorized') return confirmed;
    const charge =
      confirmed.providerRef && confirmed.chargeCents() > 0
        ? await this.provider.capture(confirmed.providerRef, confirmed.chargeCents(), `capture.${confirmed.id}`)
        : null;
    let captured = false;
    const payment = await this.payments.update(confirmed.id, (ticket) => {
      const movements = ticket.capture(
        charge?.capturedCents ?? ticket.chargeCents(),
        this.clock.now(),
        charge?.transfer ?? null,
      );
      captured = ticket.state === 'captured' && movements.length > 0;
      return movements;
    });
    if (captured) await this.followUps.captured(payment);
    return payment;
  }
}
