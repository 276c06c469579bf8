import type { HostEarnings } from './host-earnings.query.js';

const amount = (cents: number) => (cents / 100).toFixed(2);
/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The host's earnings as a spreadsheet: one row per ticket, then one per payout. */
export function earningsCsv(earnings: HostEarnings): string {
  const rows: string[][] = [
    [
      'type',
      'date',
      'format',
      'reference',
      'currency',
      'gross',
      'refunds',
      'platform_fee',
      'processing',
      'net',
      'status',
    ],
  ];
  for (const format of earnings.formats) {
    for (const ticket of format.tickets) {
      rows.push([
        'ticket',
        ticket.paidAt.toISOString(),
        format.title,
        ticket.paymentId,
        format.currency,
        amount(ticket.grossCents),
        amount(ticket.refundsCents),
        amount(ticket.platformFeeCents),
        amount(ticket.processingCents),
        amount(ticket.netCents),
        ticket.settled ? 'settled' : 'upcoming',
      ]);
    }
  }
  for (const payout of earnings.payouts) {
    rows.push([
      'payout',
      (payout.paidAt ?? payout.createdAt).toISOString(),
      payout.eventTitle,
      payout.providerRef ?? payout.id,
      payout.currency,
      '',
      '',
      '',
      '',
      amount(payout.amountCents),
      payout.state,
    ]);
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
