import type { Clock } from '@ember/kernel';
import { PaymentRequiredError } from '../domain/payment.errors.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { GroupChargeRequest } from './group-charge.js';
import type { PaymentSettings } from './payment-settings.js';
import type { RefreshPaymentUseCase } from './refresh-payment.use-case.js';

export interface JoinHold {
  /** The payment (ticket or deposit) the membership holds; null when a deposit is optional and none was paid. */
  reference: string | null;
  state: 'held' | 'captured';
}

/**
 * A member joins their group: the ticket they paid for it (held on the card), or their deposit
 * for deposit-priced groups, is tied to the membership. Without it, joining waits for the payment.
 * Asking again for the same membership answers the same hold.
 */
export class HoldForJoinUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly refresh: RefreshPaymentUseCase,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  async execute(request: GroupChargeRequest): Promise<JoinHold> {
    return request.kind === 'deposit' ? this.deposit(request) : this.ticket(request);
  }

  private async ticket(request: GroupChargeRequest): Promise<JoinHold> {
    const found = await this.payments.findByKey(`ticket.${request.key}`);
    const ticket = found && found.state === 'pending' ? await this.refresh.refreshed(found) : found;
    if (!ticket || (ticket.state !== 'authorized' && ticket.state !== 'captured')) {
      throw new PaymentRequiredError(ticket?.chargeCents() ?? request.amountCents, request.currency);
    }
    const held = await this.payments.update(ticket.id, (current) => {
      current.joinKey ??= request.key;
    });
    return { reference: held.id, state: held.state === 'captured' ? 'captured' : 'held' };
  }

  private async deposit(request: GroupChargeRequest): Promise<JoinHold> {
    const found = await this.payments.depositOf(request.memberId);
    const deposit = found && found.state === 'pending' ? await this.refresh.refreshed(found) : found;
    const usable =
      deposit?.state === 'captured' &&
      (deposit.depositUse === 'available' ||
        (deposit.depositUse === 'reserved' && deposit.reservedFor === request.key));
    if (!deposit || !usable) {
      if (!this.settings.depositRequired) return { reference: null, state: 'held' };
      throw new PaymentRequiredError(this.settings.depositCents, this.settings.currency);
    }
    await this.payments.update(deposit.id, (current) =>
      current.reserveFor(request.key, this.clock.now(), {
        groupId: request.groupId,
        roundId: request.roundId,
        eventKey: `round:${request.roundId}`,
        eventTitle: request.title,
        eventStartsAt: request.eventStartsAt,
        eventEndsAt: request.eventEndsAt,
      }),
    );
    return { reference: deposit.id, state: 'held' };
  }
}
