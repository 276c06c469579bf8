import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestBrowser } from '@ember/platform/testing';
import { JobProducer } from '@ember/platform';
import { PaymentsFacade } from './application/payments.facade.js';
import { RefundDepositUseCase } from './application/refund-deposit.use-case.js';
import { SettleGroupUseCase } from './application/settle-group.use-case.js';
import { type PaymentsTestApp, aGroupCharge, startPaymentsTestApp } from './testing/payments-test-app.js';

// The money paths against a Stripe-compatible server on loopback: the $10 deposit and its refund at
// three months, a ticket held, taken with the 80/20 split and paid out, webhooks repeated, out of
// order and forged, and the daily reconciliation catching what the ledger does not know.
let app: PaymentsTestApp;
let facade: PaymentsFacade;
let host: TestBrowser & { id: string };
let admin: TestBrowser & { id: string };

const hour = 3600 * 1000;
const day = 24 * hour;

beforeAll(async () => {
  app = await startPaymentsTestApp();
  facade = app.app.get(PaymentsFacade);
  admin = await app.member('admin@example.com');
  host = await app.member('host@example.com');
  await admin.post('/api/users/grantRole', { email: 'host@example.com', role: 'host' }).expect(200);
});

afterAll(async () => {
  await app?.close();
});

async function ledgerOf(paymentId: string): Promise<{ kind: string; amount_cents: number }[]> {
  return app.app
    .get(MikroORM)
    .em.fork()
    .execute(`select kind, amount_cents from payments.ledger_entries where payment_id = ? order by occurred_at, kind`, [paymentId]);
}

/** The browser's Payment Element confirms the PaymentIntent with Stripe directly, then Stripe notifies Ember. */
async function payInBrowser(clientSecret: string, card = 'pm_card_visa') {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  return app.stripeClient.paymentIntents.confirm(intentId, { payment_method: card });
}

async function paidDeposit(member: TestBrowser) {
  const started = (await member.post('/api/payments/deposit').expect(200)).body;
  const intent = await payInBrowser(started.clientSecret);
  expect((await app.deliver(app.stripe.eventFor('payment_intent.succeeded', intent.id))).status).toBe(200);
  return { paymentId: started.payment.id as string, intentId: intent.id };
}

describe('the deposit', () => {
  it('is paid with the card form, refunded by its delayed job at three months, and only once', async () => {
    const member = await app.member('dee@example.com');
    const settings = (await member.get('/api/payments/settings').expect(200)).body;
    expect(settings).toMatchObject({ provider: 'stripe', testMode: true, depositCents: 1000, currency: 'CAD' });

    const started = (await member.post('/api/payments/deposit').expect(200)).body;
    expect(started.payment).toMatchObject({ purpose: 'deposit', status: 'pending', amountCents: 1000, currency: 'CAD' });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // A second click answers the same deposit, with the same PaymentIntent.
    expect((await member.post('/api/payments/deposit').expect(200)).body.payment.id).toBe(started.payment.id);
    const intent = await payInBrowser(started.clientSecret);
    expect(intent.status).toBe('succeeded');
    expect(app.stripe.requests.filter((request) => request.path === '/v1/payment_intents' && request.method === 'POST')).toHaveLength(1);

    // The browser asks before the webhook comes: the payment is read back from Stripe.
    const refreshed = (await member.post(`/api/payments/${started.payment.id}/refresh`).expect(200)).body;
    expect(refreshed).toMatchObject({ status: 'paid', depositUse: 'available' });
    expect(await ledgerOf(started.payment.id)).toEqual([{ kind: 'charge', amount_cents: 1000 }]);
    const receipt = await app.smtp.waitFor('dee@example.com');
    expect(receipt.subject).toBe('Receipt: your $10 deposit');
    expect(receipt.text).toContain('$10.00 CAD');

    const job = await app.app.get(JobProducer).inspect('payments.refund-deposit', {
      paymentId: started.payment.id,
      dueAt: refreshed.refundDueAt,
    });
    expect(job?.state).toBe('delayed');
    const due = new Date(refreshed.refundDueAt as string);
    expect(due.getTime() - app.clock.now().getTime()).toBeGreaterThan(89 * day);
    expect(due.getTime() - app.clock.now().getTime()).toBeLessThan(93 * day);

    // Early, nothing goes back.
    app.clock.set(new Date(due.getTime() - 60_000));
    expect(await app.inContext(() => app.app.get(RefundDepositUseCase).execute(started.payment.id))).toBe(false);
    app.clock.set(new Date());

    app.clock.set(new Date(due.getTime() + 60_000));
    try {
      await app.runJob('payments.refund-deposit', { paymentId: started.payment.id, dueAt: refreshed.refundDueAt });
    } finally {
      // Sessions count idle days by the same clock: back to today before the member asks again.
      app.clock.set(new Date());
    }
    expect((await member.get(`/api/payments/${started.payment.id}`).expect(200)).body.payment).toMatchObject({
      status: 'refunded',
      refundedCents: 1000,
      depositUse: 'refunded',
    });
    expect(await ledgerOf(started.payment.id)).toEqual([
      { kind: 'charge', amount_cents: 1000 },
      { kind: 'refund', amount_cents: 1000 },
    ]);
    expect((await app.stripeClient.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge).toMatchObject({
      amount_refunded: 1000,
    });
    const refundMail = await app.smtp.waitFor('dee@example.com');
    expect(refundMail.subject).toBe('Refund: Your $10 deposit');
    expect(refundMail.text).toContain('within three months');

    // However often it runs again, the member is refunded once.
    app.clock.set(new Date(due.getTime() + day));
    expect(await app.inContext(() => app.app.get(RefundDepositUseCase).execute(started.payment.id))).toBe(false);
    app.clock.set(new Date());
    expect(app.stripe.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
  });
});

describe('a ticket', () => {
  let accountId: string;

  beforeAll(async () => {
    const link = (await host.post('/api/payments/host/account/onboarding-link').expect(200)).body;
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_\w+$/);
    accountId = String(link.url.split('/').pop());
    expect((await host.get('/api/payments/host/account').expect(200)).body).toMatchObject({ state: 'onboarding' });
    app.stripe.completeOnboarding(accountId);
    expect((await app.deliver(app.stripe.eventFor('account.updated', accountId))).status).toBe(200);
    expect((await host.get('/api/payments/host/account').expect(200)).body).toMatchObject({
      state: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
  });

  it('is held on joining, taken at confirmation with Ember’s 20 % as the application fee, and the host paid 80 % less processing after the event', async () => {
    const member = await app.member('fay@example.com');
    const charge = aGroupCharge({ memberId: member.id, hostId: host.id });
    const checkout = await app.inContext(() => facade.checkoutForGroup(charge));
    expect(checkout).toMatchObject({ amountDueCents: 4500, currency: 'CAD', kind: 'payment' });
    await expect(app.inContext(() => facade.holdForJoin(charge))).rejects.toMatchObject({ code: 'payments.payment-required' });

    const { payment, clientSecret } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
    expect(payment.policy).toMatchObject({ refundPolicy: 'full-if-not-matched', cancellationPolicy: 'flexible' });
    const intent = await payInBrowser(clientSecret);
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount: 4500,
      application_fee_amount: 900 + 161,
      transfer_data: { destination: accountId },
      capture_method: 'manual',
    });
    const hold = await app.inContext(() => facade.holdForJoin(charge));
    expect(hold).toEqual({ reference: checkout.paymentId, state: 'held' });
    expect(await app.inContext(() => facade.capture(hold.reference!))).toBe('captured');
    expect(await app.inContext(() => facade.capture(hold.reference!))).toBe('captured');
    expect(app.stripe.requests.filter((request) => request.path.endsWith('/capture'))).toHaveLength(1);
    expect(app.stripe.balanceOf(accountId)).toBe(4500 - 1061);
    expect((await app.smtp.waitFor('fay@example.com')).subject).toBe('Receipt: Pottery night');

    app.clock.set(new Date(charge.eventEndsAt.getTime() + 25 * hour));
    try {
      await app.inContext(() => app.app.get(SettleGroupUseCase).execute(charge.groupId));
      await app.runJob('payments.pay-host', { payoutId: await payoutIdOf(charge.groupId) });
    } finally {
      app.clock.set(new Date());
    }
    expect(await ledgerOf(hold.reference!)).toEqual([
      { kind: 'charge', amount_cents: 4500 },
      { kind: 'host-earning', amount_cents: 3439 },
      { kind: 'platform-fee', amount_cents: 900 },
      { kind: 'processing-fee', amount_cents: 161 },
    ]);
    const earnings = (await host.get('/api/payments/host/earnings').expect(200)).body;
    expect(earnings.formats).toEqual([
      expect.objectContaining({
        title: 'Pottery night',
        tickets: 1,
        grossCents: 4500,
        refundsCents: 0,
        platformFeeCents: 900,
        processingCents: 161,
        netCents: 3439,
        settled: true,
      }),
    ]);
    expect(earnings.payouts).toEqual([expect.objectContaining({ amountCents: 3439, state: 'paid', currency: 'CAD' })]);
    expect(app.stripe.balanceOf(accountId)).toBe(0);
    const csv = await host.get('/api/payments/host/earnings.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('ticket,');
    expect(csv.text).toContain(',Pottery night,');
    expect(csv.text).toContain(',45.00,0.00,9.00,1.61,34.39,settled');
    expect(csv.text).toContain(',34.39,paid');
  });

  it('counts the member’s deposit toward the ticket: the card is charged the rest, the host still gets 80 % less processing', async () => {
    const member = await app.member('gus@example.com');
    const deposit = await paidDeposit(member);
    const charge = aGroupCharge({ memberId: member.id, hostId: host.id, title: 'Clay & wine' });
    const checkout = await app.inContext(() => facade.checkoutForGroup(charge));
    expect(checkout.amountDueCents).toBe(3500);
    const { payment, clientSecret } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
    expect(payment).toMatchObject({ amountCents: 4500, creditCents: 1000, chargeCents: 3500 });
    const intent = await payInBrowser(clientSecret);
    expect(intent).toMatchObject({ amount: 3500, application_fee_amount: 61 });
    const hold = await app.inContext(() => facade.holdForJoin(charge));
    await app.inContext(() => facade.capture(hold.reference!));
    const mine = (await member.get('/api/payments/mine').expect(200)).body.payments;
    expect(mine.find((one: { id: string }) => one.id === deposit.paymentId)).toMatchObject({ depositUse: 'applied' });
    expect(await ledgerOf(hold.reference!)).toEqual(
      expect.arrayContaining([
        { kind: 'charge', amount_cents: 3500 },
        { kind: 'deposit-applied', amount_cents: 1000 },
      ]),
    );
    expect(app.stripe.balanceOf(accountIdOf(intent))).toBe(3500 - 61);
  });

  function accountIdOf(intent: { transfer_data?: { destination: string | { id: string } } | null }): string {
    const destination = intent.transfer_data?.destination;
    return typeof destination === 'string' ? destination : (destination?.id ?? '');
  }
});

async function payoutIdOf(groupId: string): Promise<string> {
  const rows = await app.app
    .get(MikroORM)
    .em.fork()
    .execute<{ id: string }[]>(`select id from payments.payouts where group_id = ?`, [groupId]);
  const [row] = rows;
  if (!row) throw new Error(`no payout for group ${groupId}`);
  return row.id;
}
