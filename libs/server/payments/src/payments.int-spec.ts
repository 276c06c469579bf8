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
    .execute(`select kind, amount_cents from payments.ledger_entries where payment_id = ? order by occurred_at, kind`, [
      paymentId,
    ]);
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
    expect(started.payment).toMatchObject({
      purpose: 'deposit',
      status: 'pending',
      amountCents: 1000,
      currency: 'CAD',
    });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // A second click answers the same deposit, with the same PaymentIntent.
    expect((await member.post('/api/payments/deposit').expect(200)).body.payment.id).toBe(started.payment.id);
    const intent = await payInBrowser(started.clientSecret);
    expect(intent.status).toBe('succeeded');
    expect(
      app.stripe.requests.filter((request) => request.path === '/v1/payment_intents' && request.method === 'POST'),
    ).toHaveLength(1);

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
    expect(
      (await app.stripeClient.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge,
    ).toMatchObject({
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
    await expect(app.inContext(() => facade.holdForJoin(charge))).rejects.toMatchObject({
      code: 'payments.payment-required',
    });

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
    expect(await app.inContext(() => facade.capture(hold.reference ?? ''))).toBe('captured');
    expect(await app.inContext(() => facade.capture(hold.reference ?? ''))).toBe('captured');
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
    expect(await ledgerOf(hold.reference ?? '')).toEqual([
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
    await app.inContext(() => facade.capture(hold.reference ?? ''));
    const mine = (await member.get('/api/payments/mine').expect(200)).body.payments;
    expect(mine.find((one: { id: string }) => one.id === deposit.paymentId)).toMatchObject({ depositUse: 'applied' });
    expect(await ledgerOf(hold.reference ?? '')).toEqual(
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

describe('refunds by the ticket’s policies, at the 48-hour edge', () => {
  /** A ticket paid and taken for a group that meets in `startsInMs`, sold under `policy`. */
  async function takenTicket(email: string, policy: Parameters<typeof aGroupCharge>[0]['policy'], startsInMs: number) {
    const member = await app.member(email);
    const startsAt = new Date(app.clock.now().getTime() + startsInMs);
    const charge = aGroupCharge({
      memberId: member.id,
      hostId: host.id,
      eventStartsAt: startsAt,
      eventEndsAt: new Date(startsAt.getTime() + 2 * hour),
      ...(policy ? { policy } : {}),
    });
    const checkout = await app.inContext(() => facade.checkoutForGroup(charge));
    const { clientSecret } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
    await payInBrowser(clientSecret);
    const hold = await app.inContext(() => facade.holdForJoin(charge));
    await app.inContext(() => facade.capture(hold.reference ?? ''));
    return { member, charge, paymentId: hold.reference ?? '' };
  }

  async function cancelAt(ticket: Awaited<ReturnType<typeof takenTicket>>, at: Date) {
    app.clock.set(at);
    try {
      return await app.inContext(() => facade.cancelByMember(ticket.paymentId, ticket.charge.key));
    } finally {
      app.clock.set(new Date());
    }
  }

  const edge = (ticket: Awaited<ReturnType<typeof takenTicket>>) =>
    new Date(ticket.charge.eventStartsAt.getTime() - 48 * hour);

  it('flexible: everything back at exactly 48 hours before, nothing a minute later', async () => {
    const inTime = await takenTicket(
      'flex-a@example.com',
      { refundPolicy: 'full-if-not-matched', cancellationPolicy: 'flexible' },
      5 * day,
    );
    expect(await cancelAt(inTime, edge(inTime))).toMatchObject({ refundedCents: 4500, state: 'refunded' });
    const late = await takenTicket(
      'flex-b@example.com',
      { refundPolicy: 'full-if-not-matched', cancellationPolicy: 'flexible' },
      5 * day,
    );
    expect(await cancelAt(late, new Date(edge(late).getTime() + 60_000))).toMatchObject({
      refundedCents: 0,
      state: 'captured',
    });
    const intent = app.stripe.intent(String((await paymentRow(inTime.paymentId)).provider_ref));
    expect(intent?.['amount_received']).toBe(4500);
    expect(await ledgerOf(inTime.paymentId)).toEqual(expect.arrayContaining([{ kind: 'refund', amount_cents: 4500 }]));
    const mine = (await inTime.member.get('/api/payments/mine').expect(200)).body.payments;
    expect(mine[0]).toMatchObject({
      status: 'refunded',
      refundedCents: 4500,
      refundRule: expect.stringContaining('Flexible'),
    });
    expect((await app.smtp.waitFor('flex-a@example.com')).subject).toBe('Receipt: Pottery night');
    expect((await app.smtp.waitFor('flex-a@example.com')).subject).toBe('Refund: Pottery night');
  });

  it('moderate: half back at exactly 48 hours before (the host gives back its part), nothing a minute later', async () => {
    const inTime = await takenTicket(
      'mod-a@example.com',
      { refundPolicy: 'full-if-not-matched', cancellationPolicy: 'moderate' },
      5 * day,
    );
    expect(await cancelAt(inTime, edge(inTime))).toMatchObject({ refundedCents: 2250, state: 'captured' });
    const late = await takenTicket(
      'mod-b@example.com',
      { refundPolicy: 'full-if-not-matched', cancellationPolicy: 'moderate' },
      5 * day,
    );
    expect(await cancelAt(late, new Date(edge(late).getTime() + 60_000))).toMatchObject({ refundedCents: 0 });
    const refund = app.stripe.requests.filter((request) => request.path === '/v1/refunds').pop();
    expect(refund?.params).toMatchObject({ amount: '2250', reverse_transfer: 'true' });
    // Cancelling twice refunds once.
    expect(await cancelAt(inTime, edge(inTime))).toMatchObject({ refundedCents: 2250 });
    expect(
      app.stripe.requests.filter((request) => request.path === '/v1/refunds' && request.params['amount'] === '2250'),
    ).toHaveLength(1);
  });

  it('strict: nothing after confirmation, even days ahead; 50-percent-cancel caps flexible at half', async () => {
    const strict = await takenTicket(
      'strict@example.com',
      { refundPolicy: 'full-if-not-matched', cancellationPolicy: 'strict' },
      20 * day,
    );
    expect(await cancelAt(strict, new Date(app.clock.now().getTime() + hour))).toMatchObject({ refundedCents: 0 });
    const capped = await takenTicket(
      'half@example.com',
      { refundPolicy: '50-percent-cancel', cancellationPolicy: 'flexible' },
      5 * day,
    );
    expect(await cancelAt(capped, edge(capped))).toMatchObject({ refundedCents: 2250 });
    const none = await takenTicket(
      'none@example.com',
      { refundPolicy: 'no-refunds-after-confirmation', cancellationPolicy: 'flexible' },
      5 * day,
    );
    expect(await cancelAt(none, edge(none))).toMatchObject({ refundedCents: 0 });
  });

  it('a group that does not meet releases the hold: nothing is taken, whatever the policy', async () => {
    const member = await app.member('released@example.com');
    const charge = aGroupCharge({
      memberId: member.id,
      policy: { refundPolicy: 'no-refunds-after-confirmation', cancellationPolicy: 'strict' },
    });
    const checkout = await app.inContext(() => facade.checkoutForGroup(charge));
    const { clientSecret } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
    const intent = await payInBrowser(clientSecret);
    await app.inContext(() => facade.holdForJoin(charge));
    expect(await app.inContext(() => facade.release(checkout.paymentId ?? '', charge.key))).toBe('refunded');
    expect(app.stripe.intent(intent.id)?.['status']).toBe('canceled');
    expect(await ledgerOf(checkout.paymentId ?? '')).toEqual([]);
  });
});

describe('checkouts nobody joined with', () => {
  it('are let go when the review is over: the hold released, the deposit it counted free again', async () => {
    const member = await app.member('unjoined@example.com');
    const deposit = await paidDeposit(member);
    const charge = aGroupCharge({ memberId: member.id });
    const checkout = await app.inContext(() => facade.checkoutForGroup(charge));
    const { clientSecret } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
    const intent = await payInBrowser(clientSecret);
    const held = (await member.get('/api/payments/mine').expect(200)).body.payments;
    expect(held.find((one: { id: string }) => one.id === deposit.paymentId)).toMatchObject({ depositUse: 'reserved' });

    await app.inContext(() => facade.closeCheckouts(charge.groupId));
    expect(app.stripe.intent(intent.id)?.['status']).toBe('canceled');
    const after = (await member.get('/api/payments/mine').expect(200)).body.payments;
    expect(after.find((one: { id: string }) => one.id === checkout.paymentId)).toMatchObject({ status: 'canceled' });
    expect(after.find((one: { id: string }) => one.id === deposit.paymentId)).toMatchObject({
      depositUse: 'available',
    });
  });
});

describe('webhooks', () => {
  it('act once however often an event comes, in whatever order, and refuse a forged signature', async () => {
    const member = await app.member('hooks@example.com');
    const started = (await member.post('/api/payments/deposit').expect(200)).body;
    const intent = await payInBrowser(started.clientSecret);
    const succeeded = app.stripe.eventFor('payment_intent.succeeded', intent.id);
    const created = app.stripe.eventFor('payment_intent.created', intent.id);

    expect(await app.deliver(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await app.deliver(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // An older event arriving last changes nothing: Ember reads the PaymentIntent as it stands.
    expect(await app.deliver(created)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect((await member.get(`/api/payments/${started.payment.id}`).expect(200)).body.payment).toMatchObject({
      status: 'paid',
    });
    expect(await ledgerOf(started.payment.id)).toEqual([{ kind: 'charge', amount_cents: 1000 }]);
    expect((await app.smtp.waitFor('hooks@example.com')).subject).toBe('Receipt: your $10 deposit');
    await app.settled();
    expect(app.smtp.received.filter((mail) => mail.envelopeTo.includes('hooks@example.com'))).toHaveLength(0);

    // A refund made at Stripe (the dashboard) reaches the ledger through charge.refunded, once.
    await app.stripeClient.refunds.create({ payment_intent: intent.id, amount: 400 });
    const refunded = app.stripe.eventFor('charge.refunded', String(app.stripe.intent(intent.id)?.['latest_charge']));
    expect((await app.deliver(refunded)).status).toBe(200);
    expect((await app.deliver(refunded)).body).toMatchObject({ duplicate: true });
    expect(await ledgerOf(started.payment.id)).toEqual([
      { kind: 'charge', amount_cents: 1000 },
      { kind: 'refund', amount_cents: 400 },
    ]);

    const forged = await app.deliver(succeeded, 'whsec_not0the0secret');
    expect(forged).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'payments.invalid-signature', message: 'The webhook signature does not match.' },
    });
    const unsigned = await member.agent
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(succeeded));
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.code).toBe('payments.invalid-signature');
  });
});

describe('the daily reconciliation', () => {
  it('agrees with Stripe until a refund the ledger does not know is planted, then reports it to the admins', async () => {
    const member = await app.member('planted@example.com');
    const { paymentId, intentId } = await paidDeposit(member);
    const clean = (await admin.post('/api/payments/admin/reconcile').expect(200)).body;
    expect(clean.differences).toEqual([]);
    expect(clean.checked).toBeGreaterThan(3);

    // Refunded at Stripe with no webhook to tell Ember.
    await app.stripeClient.refunds.create({ payment_intent: intentId, amount: 500 });
    await app.runJobNow('payments.reconcile');
    const reports = (await admin.get('/api/payments/admin/reconciliation-reports').expect(200)).body.reports;
    expect(reports[0].differences).toEqual([
      { subject: `payment ${paymentId} (${intentId})`, field: 'refunded', ledger: '0', provider: '500' },
    ]);
    const mail = await app.smtp.waitFor('admin@example.com');
    expect(mail.subject).toBe('Payments reconciliation: 1 difference');
    expect(mail.text).toContain('ledger 0, provider 500');
    expect((await member.get('/api/payments/admin/reconciliation-reports')).status).toBe(403);
  });
});

async function paymentRow(paymentId: string): Promise<{ provider_ref: string | null }> {
  const [row] = await app.app
    .get(MikroORM)
    .em.fork()
    .execute<{ provider_ref: string | null }[]>(`select provider_ref from payments.payments where id = ?`, [paymentId]);
  if (!row) throw new Error(`no payment ${paymentId}`);
  return row;
}
