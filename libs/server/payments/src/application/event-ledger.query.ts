import type { LedgerEntry } from '../domain/ledger-entry.entity.js';
import type { LedgerRepository } from '../domain/ledger.repository.js';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import { type EarningsFigures, type TicketLine, addEarnings, noEarnings, ticketLineOf } from './host-earnings.query.js';

export interface EventLedger {
  eventKey: string;
  title: string;
  currency: string;
  /** The tickets taken, each with its figures. */
  tickets: TicketLine[];
  totals: EarningsFigures;
  /** Paid out to the hosts' banks for this event so far. */
  paidOutCents: number;
  /** What does not add up, in words; empty when every figure agrees to the cent. */
  problems: string[];
}

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * One event's money as the ledger holds it, for an operator: each ticket's gross, refunds, Ember's
 * fee, the processing estimate and the host's net, checked against the booked movements: what was
 * taken (card charge and deposit counted) is the gross, the refunds booked are the ticket's
 * refunds, and gross less refunds is fee, processing and net, to the cent. Null for an event with
 * no ticket taken.
 */
export class EventLedgerQuery {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  async execute(eventKey: string): Promise<EventLedger | null> {
    const tickets = (await this.payments.listOfEvent(eventKey)).filter(
      (payment) => payment.purpose === 'ticket' && payment.state === 'captured',
    );
    const [first] = tickets;
    if (!first) return null;
    const booked = await this.ledger.listOfEvent(eventKey);
    const problems: string[] = [];
    const lines = tickets.map((ticket) => {
      const line = ticketLineOf(ticket, booked);
      problems.push(...problemsOf(ticket, line, booked));
      return line;
    });
    const totals = noEarnings();
    for (const line of lines) addEarnings(totals, line);
    const currencies = new Set(tickets.map((ticket) => ticket.currency));
    if (currencies.size > 1) problems.push(`the tickets are in more than one currency: ${[...currencies].join(', ')}`);
    return {
      eventKey,
      title: first.eventTitle ?? eventKey,
      currency: first.currency,
      tickets: lines,
      totals,
      paidOutCents: sum(booked.filter((entry) => entry.kind === 'payout')),
      problems,
    };
  }
}

function sum(entries: readonly LedgerEntry[]): number {
  return entries.reduce((total, entry) => total + entry.amountCents, 0);
}

/** Where a ticket's figures and its booked movements disagree. */
function problemsOf(ticket: Payment, line: TicketLine, booked: readonly LedgerEntry[]): string[] {
  const own = booked.filter((entry) => entry.paymentId === ticket.id);
  const takenCents = sum(own.filter((entry) => entry.kind === 'charge' || entry.kind === 'deposit-applied'));
  // The ticket's refunds: from its card, and from the deposit counted toward it (booked on the deposit).
  const refundedCents = sum(
    booked.filter((entry) => entry.kind === 'refund' && entry.key.startsWith(`refund.${ticket.id}.`)),
  );
  const splitCents = line.platformFeeCents + line.processingCents + line.netCents;
  const problems: string[] = [];
  if (takenCents !== line.grossCents)
    problems.push(`ticket ${ticket.id}: booked as taken ${money(takenCents)}, gross ${money(line.grossCents)}`);
  if (refundedCents !== line.refundsCents)
    problems.push(`ticket ${ticket.id}: refunds booked ${money(refundedCents)}, counted ${money(line.refundsCents)}`);
  if (line.grossCents - line.refundsCents !== splitCents) {
    problems.push(
      `ticket ${ticket.id}: gross − refunds ${money(line.grossCents - line.refundsCents)}, ` +
        `platform fee + processing + host net ${money(splitCents)}`,
    );
  }
  return problems;
}
