import type { Clock } from '@ember/kernel';
import type { HostAccountRepository } from '../domain/host-account.repository.js';
import { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import { defaultTicketPolicy } from '../domain/refund-rules.js';
import { ticketEarnings } from '../domain/ticket-earnings.js';
import type { GroupChargeRequest, GroupCheckout } from './group-charge.js';
import { openCharge } from './open-charge.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { StartDepositUseCase } from './start-deposit.use-case.js';

/**
 * Prepares what joining a group costs: for deposit-priced groups the member's deposit (the one on
 * file covers it); otherwise the ticket at the round's price, less the member's deposit, held on
 * the card until the group is confirmed. With a host's connected account the card charge goes to
 * it, Ember keeping its 20 % and the processing estimate as the application fee.
 */
export class StartGroupCheckoutUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly accounts: HostAccountRepository,
    private readonly provider: PaymentProvider,
    private readonly deposits: StartDepositUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(request: GroupChargeRequest): Promise<GroupCheckout> {
    if (request.kind === 'deposit') return this.deposit(request);
    const existing = await this.payments.findByKey(`ticket.${request.key}`);
    const ticket = existing && existing.state !== 'canceled' ? existing : await this.newTicket(request);
    await openCharge({ payments: this.payments, provider: this.provider, clock: this.clock }, ticket, {
      description: request.title,
      captureLater: true,
      destination: await this.destination(ticket),
    });
    return {
      paymentId: ticket.id,
      amountDueCents: ticket.state === 'pending' ? ticket.chargeCents() : 0,
      currency: ticket.currency,
      kind: 'payment',
    };
  }

  private async deposit(request: GroupChargeRequest): Promise<GroupCheckout> {
    const { payment } = await this.deposits.execute(request.memberId);
    const covered = payment.state === 'captured';
    return {
      paymentId: payment.id,
      amountDueCents: covered ? 0 : payment.chargeCents(),
      currency: payment.currency,
      kind: 'deposit',
    };
  }

  private async newTicket(request: GroupChargeRequest): Promise<Payment> {
    const now = this.clock.now();
    const deposit = await this.payments.depositOf(request.memberId);
    const usable = deposit && deposit.depositUse === 'available' ? deposit : null;
    const ticket = await this.payments.add(
      Payment.ticket(
        {
          key: `ticket.${request.key}`,
          memberId: request.memberId,
          amountCents: request.amountCents,
          currency: request.currency,
          provider: this.provider.name,
          // Counted unless its currency differs: then the ticket says so (depositNotCounted).
          deposit: usable
            ? { paymentId: usable.id, creditCents: usable.refundableCents(), currency: usable.currency }
            : null,
          terms: {
            roundId: request.roundId,
            groupId: request.groupId,
            eventKey: `round:${request.roundId}`,
            eventTitle: request.title,
            eventStartsAt: request.eventStartsAt,
            eventEndsAt: request.eventEndsAt,
            hostId: request.hostId,
            ...(request.policy ?? defaultTicketPolicy),
          },
        },
        now,
      ),
    );
    if (usable && ticket.depositPaymentId === usable.id) {
      try {
        await this.payments.update(usable.id, (held) => held.reserveFor(`ticket.${ticket.id}`, this.clock.now()));
      } catch {
        // Taken by another checkout in the meantime: this ticket is charged in full instead.
        return this.payments.update(ticket.id, (current) => {
          current.depositPaymentId = null;
          current.creditCents = 0;
        });
      }
    }
    // Nothing left for the card: the deposit covers the whole ticket.
    if (ticket.chargeCents() === 0) return this.payments.update(ticket.id, (current) => void current.authorize(now));
    return ticket;
  }

  private async destination(ticket: Payment): Promise<{ accountRef: string; applicationFeeCents: number } | null> {
    if (!ticket.hostId || ticket.providerRef || this.provider.name === 'offline') return null;
    const account = await this.accounts.findOfHost(ticket.hostId);
    if (!account?.chargesEnabled) return null;
    const earnings = ticketEarnings(ticket.amountCents, true);
    // The deposit part is already Ember's: the fee is what Ember keeps of the card charge.
    const applicationFeeCents = Math.max(0, earnings.platformFeeCents + earnings.processingCents - ticket.creditCents);
    return { accountRef: account.accountRef, applicationFeeCents };
  }
}
