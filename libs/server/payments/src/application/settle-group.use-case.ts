import type { Clock } from '@ember/kernel';
import type { LedgerMovement } from '../domain/ledger-entry.entity.js';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import { Payout } from '../domain/payout.entity.js';
import type { PayoutRepository } from '../domain/payout.repository.js';
import { ticketEarnings } from '../domain/ticket-earnings.js';
import type { PaymentFollowUps } from './payment-follow-ups.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { PaymentsScheduler } from './payments-scheduler.port.js';
import { refundAtProvider } from './refund-at-provider.js';

/**
 * After a group's event (and the time to report no-shows): each ticket's retained money is booked
 * as Ember's 20 %, the processing estimate and the host's earnings; deposits held for the group
 * come back to those who came (no-shows' were kept); the host's payout for the group is made due
 * and paid. Each ticket is booked once (`settledAt`, movement keys); the payout is one per host and group.
 */
export class SettleGroupUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly payouts: PayoutRepository,
    private readonly provider: PaymentProvider,
    private readonly followUps: PaymentFollowUps,
    private readonly scheduler: PaymentsScheduler,
    private readonly clock: Clock,
  ) {}

  async execute(groupId: string): Promise<void> {
    const now = this.clock.now();
    const all = await this.payments.listOfGroup(groupId);
    const dueTickets = all.filter(
      (payment) =>
        payment.purpose === 'ticket' &&
        payment.state === 'captured' &&
        payment.eventEndsAt &&
        payment.eventEndsAt <= now,
    );
    const earnings = new Map<
      string,
      { hostId: string; eventKey: string; eventTitle: string; currency: string; cents: number }
    >();
    for (const ticket of dueTickets) {
      const settled = await this.payments.update(ticket.id, (current) => this.book(current, now));
      if (!settled.hostId || !settled.eventKey) continue;
      const share = ticketEarnings(settled.amountCents - settled.returnedCents, true).hostNetCents;
      const line = earnings.get(settled.hostId) ?? {
        hostId: settled.hostId,
        eventKey: settled.eventKey,
        eventTitle: settled.eventTitle ?? settled.eventKey,
        currency: settled.currency,
        cents: 0,
      };
      line.cents += share;
      earnings.set(settled.hostId, line);
    }
    for (const deposit of all.filter((payment) => payment.purpose === 'deposit' && payment.depositUse === 'reserved')) {
      if (!deposit.eventEndsAt || deposit.eventEndsAt > now) continue;
      await this.returnDeposit(deposit);
    }
    for (const line of earnings.values()) {
      if (line.cents <= 0) continue;
      const payout = await this.payouts.add(Payout.due({ ...line, groupId, amountCents: line.cents }, now));
      await this.scheduler.payoutDue(payout.id);
    }
  }

  /** Ember's fee, the processing estimate and the host's earnings of one ticket, booked once. */
  private book(ticket: Payment, now: Date): LedgerMovement[] {
    if (ticket.settledAt) return [];
    ticket.settledAt = now;
    ticket.updatedAt = now;
    const split = ticketEarnings(ticket.amountCents - ticket.returnedCents, ticket.hostId !== null);
    const movement = (kind: LedgerMovement['kind'], amountCents: number): LedgerMovement => ({
      key: `${kind}.${ticket.id}`,
      kind,
      amountCents,
      providerRef: null,
      eventKey: ticket.eventKey,
    });
    return [
      movement('platform-fee', split.platformFeeCents),
      movement('processing-fee', split.processingCents),
      ...(ticket.hostId ? [movement('host-earning', split.hostNetCents)] : []),
    ].filter((entry) => entry.amountCents > 0);
  }

  /** The member came: the deposit held for the group goes back (its job as a promise to show up is done). */
  private async returnDeposit(deposit: Payment): Promise<void> {
    const key = `${deposit.id}.attended`;
    const amount = deposit.refundableCents();
    const refund = await refundAtProvider(this.provider, deposit, amount, key);
    const payment = await this.payments.update(deposit.id, (current) => {
      if (current.depositUse !== 'reserved') return [];
      current.depositUse = 'refunded';
      return current.refund(refund.amountCents, key, refund.ref, this.clock.now(), current.eventKey);
    });
    await this.followUps.refunded(
      payment,
      refund.amountCents,
      key,
      payment.eventTitle ?? 'Your deposit',
      'Thanks for coming: your deposit comes back.',
    );
  }
}
