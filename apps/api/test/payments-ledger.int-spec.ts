import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { newId } from '@ember/kernel';
import { PaymentsFacade } from '@ember/payments';
import { type PaymentsTestApp, aGroupCharge, startPaymentsTestApp } from '@ember/payments/testing';
import { sharedServerEnv } from '@ember/platform/testing';

jest.setTimeout(120_000);

// `npm run payments:ledger -- <eventKey>` over an event whose three tickets were taken through
// Stripe (one partly paid with the member's deposit, one half refunded by the moderate policy) and
// settled after the event: the figures, and the sentence that they add up to the cent; then a
// planted difference in the ledger, which it names and exits 1 for.
const root = resolve(import.meta.dirname, '../../..');
const hour = 3600 * 1000;
let app: PaymentsTestApp;
let eventKey: string;
const ticketIds: string[] = [];

async function ledgerCommand(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const entry = ['--conditions=ember-source', '--import', '@swc-node/register/esm-register'];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...entry, 'apps/api/src/payments-ledger.ts', ...args],
      { cwd: root, env: { ...process.env, ...sharedServerEnv(app.config), LOG_LEVEL: 'warn' } },
    );
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

beforeAll(async () => {
  app = await startPaymentsTestApp();
  const facade = app.app.get(PaymentsFacade);
  const host = await app.member('ledger-host@example.com');
  const roundId = newId();
  const groupId = newId();
  eventKey = `round:${roundId}`;
  const startsAt = new Date(Date.now() + 5 * 24 * hour);
  const charge = (memberId: string) =>
    aGroupCharge({
      memberId,
      roundId,
      groupId,
      hostId: host.id,
      title: 'Clay night',
      eventStartsAt: startsAt,
      eventEndsAt: new Date(startsAt.getTime() + 2 * hour),
      policy: { refundPolicy: 'full-if-not-matched', cancellationPolicy: 'moderate' },
    });
  const pay = async (clientSecret: string) =>
    app.stripeClient.paymentIntents.confirm(clientSecret.split('_secret_')[0] ?? '', {
      payment_method: 'pm_card_visa',
    });

  for (const email of ['ada@example.com', 'bo@example.com', 'cy@example.com']) {
    const member = await app.member(email);
    if (email === 'bo@example.com') {
      // Bo paid the $10 deposit first: it counts toward the ticket.
      const deposit = (await member.post('/api/payments/deposit').expect(200)).body;
      await pay(deposit.clientSecret);
      await member.post(`/api/payments/${deposit.payment.id}/refresh`).expect(200);
    }
    const request = charge(member.id);
    const checkout = await app.inContext(() => facade.checkoutForGroup(request));
    const { clientSecret } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
    await pay(clientSecret);
    const hold = await app.inContext(() => facade.holdForJoin(request));
    await app.inContext(() => facade.capture(hold.reference ?? ''));
    ticketIds.push(hold.reference ?? '');
    if (email === 'cy@example.com') {
      // Cy cancels exactly 48 hours before: half back, by the moderate policy.
      app.clock.set(new Date(startsAt.getTime() - 48 * hour));
      try {
        expect(await app.inContext(() => facade.cancelByMember(hold.reference ?? '', request.key))).toMatchObject({
          refundedCents: 2250,
        });
      } finally {
        app.clock.set(new Date());
      }
    }
  }
  const settleAt = new Date(startsAt.getTime() + 27 * hour);
  app.clock.set(settleAt);
  try {
    await app.runJobNow('payments.settle-group', { groupId, dueAt: settleAt.toISOString() });
  } finally {
    app.clock.set(new Date());
  }
});

afterAll(async () => {
  await app?.close();
});

it('prints an event’s tickets, their totals, and that they add up to the cent', async () => {
  const { code, out } = await ledgerCommand(eventKey);
  expect(code).toBe(0);
  const lines = out.trim().split('\n');
  expect(lines[0]).toBe(`Clay night (${eventKey}), CAD: 3 ticket(s), 3 settled`);
  expect(lines[2]).toMatch(/^ticket\s+gross\s+refunds\s+platform fee\s+processing\s+host net$/);
  const figures = (label: string) =>
    lines
      .find((line) => line.startsWith(label))
      ?.slice(label.length)
      .trim()
      .split(/\s+/);
  expect(figures(ticketIds[0]!)).toEqual(['45.00', '0.00', '9.00', '1.61', '34.39']);
  expect(figures(ticketIds[1]!)).toEqual(['45.00', '0.00', '9.00', '1.61', '34.39']);
  expect(figures(ticketIds[2]!)).toEqual(['45.00', '22.50', '4.50', '0.95', '17.05']);
  expect(figures('total')).toEqual(['135.00', '22.50', '22.50', '4.17', '85.83']);
  expect(out).toContain('gross − refunds = platform fee + processing + host net: 112.50 = 22.50 + 4.17 + 85.83');
  expect(lines.at(-1)).toBe('It adds up to the cent: every figure matches the movements booked in the ledger.');
});

it('names what does not add up when the ledger disagrees, and exits 1', async () => {
  await app.app
    .get(MikroORM)
    .em.fork()
    .execute(
      `update payments.ledger_entries set amount_cents = amount_cents + 1 where kind = 'platform-fee' and payment_id = ?`,
      [ticketIds[0]],
    );
  const { code, out } = await ledgerCommand(eventKey);
  expect(code).toBe(1);
  expect(out).toContain('It does NOT add up:');
  expect(out).toContain(
    `  - ticket ${ticketIds[0]}: gross − refunds 45.00, platform fee + processing + host net 45.01`,
  );

  const unknown = await ledgerCommand(`round:${newId()}`);
  expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('No ticket was taken for round:') });
  expect((await ledgerCommand()).code).toBe(64);
});
