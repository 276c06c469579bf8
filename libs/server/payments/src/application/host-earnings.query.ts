import type { LedgerRepository } from '../domain/ledger.repository.js';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { Payout } from '../domain/payout.entity.js';
import type { PayoutRepository } from '../domain/payout.repository.js';
import { ticketEarnings } from '../domain/ticket-earnings.js';

export interface EarningsFigures {
  grossCents: number;
  refundsCents: number;
  platformFeeCents: number;
  processingCents: number;
  netCents: number;
}

export interface TicketLine extends EarningsFigures {
  paymentId: string;
  paidAt: Date;
  /** Booked after the event; before that the figures are what the ticket will earn as it stands. */
  settled: boolean;
}

export interface FormatEarnings extends EarningsFigures {
  eventKey: string;
  title: string;
  currency: string;
  tickets: TicketLine[];
  settled: boolean;
}

export interface HostEarnings {
  formats: FormatEarnings[];
  payouts: Payout[];
  totals: (EarningsFigures & { currency: string })[];
}

export const noEarnings = (): EarningsFigures => ({
  grossCents: 0,
  refundsCents: 0,
  platformFeeCents: 0,
  processingCents: 0,
  netCents: 0,
});
export const addEarnings = (into: EarningsFigures, more: EarningsFigures) => {
  into.grossCents += more.grossCents;
  into.refundsCents += more.refundsCents;
  into.platformFeeCents += more.platformFeeCents;
  into.processingCents += more.processingCents;
  into.netCents += more.netCents;
};

/**
 * A host's earnings per format (round today): each ticket taken, its gross, what went back, Ember's
 * 20 %, the processing estimate and the host's net, which add up to the cent (gross − refunds = fee +
 * processing + net). Settled tickets read the booked movements; the others the split they will get.
 */
export class HostEarningsQuery {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
    private readonly payouts: PayoutRepository,
  ) {}

  async execute(hostId: string): Promise<HostEarnings> {
    const tickets = (await this.payments.listOfHost(hostId)).filter(
      (payment) => payment.purpose === 'ticket' && payment.state === 'captured' && payment.eventKey,
    );
    const booked = await this.ledger.listOfHost(hostId);
    const formats = new Map<string, FormatEarnings>();
    for (const ticket of tickets) {
      const line = ticketLineOf(ticket, booked);
      const key = ticket.eventKey ?? '';
      const format = formats.get(key) ?? {
        eventKey: key,
        title: ticket.eventTitle ?? key,
        currency: ticket.currency,
        tickets: [],
        settled: true,
        ...noEarnings(),
      };
      format.tickets.push(line);
      format.settled &&= line.settled;
      addEarnings(format, line);
      formats.set(key, format);
    }
    const totals = new Map<string, EarningsFigures & { currency: string }>();
    for (const format of formats.values()) {
      const total = totals.get(format.currency) ?? { currency: format.currency, ...noEarnings() };
      addEarnings(total, format);
      totals.set(format.currency, total);
    }
    return {
      formats: [...formats.values()].sort((a, b) => a.title.localeCompare(b.title)),
      payouts: await this.payouts.listOfHost(hostId),
      totals: [...totals.values()],
    };
  }
}

/**
 * One ticket's line: settled, the movements booked for it; before that, the split it will get as
 * it stands (an unhosted ticket's host share is Ember's). Either way gross less refunds should be
 * Ember's fee, the processing and the host's net, to the cent.
 */
export function ticketLineOf(
  ticket: Payment,
  booked: readonly { paymentId: string | null; kind: string; amountCents: number }[],
): TicketLine {
  const grossCents = ticket.amountCents;
  const refundsCents = ticket.returnedCents;
  const base = { paymentId: ticket.id, paidAt: ticket.capturedAt ?? ticket.createdAt, grossCents, refundsCents };
  if (ticket.settledAt) {
    const of = (kind: string) =>
      booked
        .filter((entry) => entry.paymentId === ticket.id && entry.kind === kind)
        .reduce((sum, entry) => sum + entry.amountCents, 0);
    return {
      ...base,
      platformFeeCents: of('platform-fee'),
      processingCents: of('processing-fee'),
      netCents: of('host-earning'),
      settled: true,
    };
  }
  const split = ticketEarnings(grossCents - refundsCents, ticket.hostId !== null);
  return {
    ...base,
    platformFeeCents: split.platformFeeCents,
    processingCents: split.processingCents,
    netCents: split.hostNetCents,
    settled: false,
  };
}
