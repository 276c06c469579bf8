import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type EventLedger, EventLedgerQuery, PaymentsLedgerModule, paymentsDatabase } from '@ember/payments';
import { type AppConfig, ConfigModule, DatabaseModule, loadConfigOrExit } from '@ember/platform';

// `npm run payments:ledger -- <eventKey>` (in an api image: `node apps/api/dist/payments-ledger.js
// <eventKey>`): one event's tickets with their gross, refunds, Ember's fee, the processing estimate
// and the host's net, read through the payments context, and whether it all adds up to the cent
// against the movements booked in the ledger. Exits 1 when it does not (or the event has no ticket).

@Module({})
class LedgerCommandModule {
  static forRoot(config: AppConfig) {
    return {
      module: LedgerCommandModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot([paymentsDatabase]), PaymentsLedgerModule],
    };
  }
}

const money = (cents: number) => (cents / 100).toFixed(2);
const columns = ['gross', 'refunds', 'platform fee', 'processing', 'host net'];

function row(label: string, cents: number[]): string {
  return [label.padEnd(52), ...cents.map((value, index) => money(value).padStart(columns[index]!.length + 3))].join('');
}

/** The ledger as an operator reads it, and the line that says whether it adds up. */
function ledgerText(ledger: EventLedger): string[] {
  const figures = (line: EventLedger['totals']) => [
    line.grossCents,
    line.refundsCents,
    line.platformFeeCents,
    line.processingCents,
    line.netCents,
  ];
  const settled = ledger.tickets.filter((ticket) => ticket.settled).length;
  const { totals } = ledger;
  return [
    `${ledger.title} (${ledger.eventKey}), ${ledger.currency}: ${ledger.tickets.length} ticket(s), ${settled} settled`,
    '',
    ['ticket'.padEnd(52), ...columns.map((name) => name.padStart(name.length + 3))].join(''),
    ...ledger.tickets.map((ticket) =>
      row(`${ticket.paymentId}${ticket.settled ? '' : ' (not settled)'}`, figures(ticket)),
    ),
    row('total', figures(totals)),
    '',
    `gross − refunds = platform fee + processing + host net: ${money(totals.grossCents - totals.refundsCents)} = ` +
      `${money(totals.platformFeeCents)} + ${money(totals.processingCents)} + ${money(totals.netCents)}`,
    `paid out to the host so far: ${money(ledger.paidOutCents)} of ${money(totals.netCents)}`,
    ...(ledger.problems.length === 0
      ? ['It adds up to the cent: every figure matches the movements booked in the ledger.']
      : ['It does NOT add up:', ...ledger.problems.map((problem) => `  - ${problem}`)]),
  ];
}

const eventKey = process.argv[2];
if (!eventKey || eventKey.startsWith('-')) {
  console.error(
    'usage: npm run payments:ledger -- <eventKey>   (e.g. round:0195f3c2-…; see docs in the payments README)',
  );
  process.exit(64);
}
const config = loadConfigOrExit();
const context = await NestFactory.createApplicationContext(LedgerCommandModule.forRoot(config), { logger: false });
try {
  const ledger = await RequestContext.create(context.get(MikroORM).em, () =>
    context.get(EventLedgerQuery).execute(eventKey),
  );
  if (!ledger) {
    console.error(`No ticket was taken for ${eventKey}.`);
    process.exitCode = 1;
  } else {
    console.log(ledgerText(ledger).join('\n'));
    if (ledger.problems.length > 0) process.exitCode = 1;
  }
} finally {
  await context.close();
}
