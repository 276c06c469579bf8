import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestBrowser } from '@ember/platform/testing';
import { HostAccountRepository } from './domain/host-account.repository.js';
import { LedgerRepository } from './domain/ledger.repository.js';
import { type PaymentsTestApp, startPaymentsTestApp, stripeKeys } from './testing/payments-test-app.js';

// Stripe's notifications as they really arrive: from two endpoints with their own signing secrets
// (the account's, and Connect's for the hosts' connected accounts, rolled over two secrets), out of
// order, and the same event twice at once. The ledger moves once, whatever the order.
const connectSecrets = ['whsec_connect0current', 'whsec_connect0previous'];
let app: PaymentsTestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startPaymentsTestApp({ STRIPE_CONNECT_WEBHOOK_SECRET: connectSecrets.join(',') });
  admin = await app.member('admin@example.com');
});

afterAll(async () => {
  await app?.close();
});

async function ledgerOf(paymentId: string): Promise<{ kind: string; amountCents: number }[]> {
  const entries = await app.inContext(() => app.app.get(LedgerRepository).listOfPayment(paymentId));
  return entries.map(({ kind, amountCents }) => ({ kind, amountCents }));
}

/** A deposit the member paid at Stripe (the Payment Element); Ember has heard nothing yet. */
async function depositPaidAtStripe(member: TestBrowser) {
  const started = (await member.post('/api/payments/deposit').expect(200)).body;
  const intentId = String(started.clientSecret).split('_secret_')[0] ?? '';
  await app.stripeClient.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  return { paymentId: started.payment.id as string, intentId };
}

describe('signing secrets', () => {
  it('takes the account endpoint’s events and the Connect endpoint’s, signed by either Connect secret, and nothing else', async () => {
    const host = await app.member('connected-host@example.com');
    await admin.post('/api/users/grantRole', { email: 'connected-host@example.com', role: 'host' }).expect(200);
    const link = (await host.post('/api/payments/host/account/onboarding-link').expect(200)).body;
    const accountId = String(link.url.split('/').pop());
    // The host finishes onboarding at Stripe; only the Connect endpoint's event tells Ember.
    app.stripe.completeOnboarding(accountId);
    const onboarded = app.stripe.eventFor('account.updated', accountId);
    expect(onboarded.account).toBe(accountId);
    const stateOf = async () =>
      (await app.inContext(() => app.app.get(HostAccountRepository).findByRef(accountId)))?.state();
    expect(await stateOf()).toBe('onboarding');

    const forged = await app.deliver(onboarded, 'whsec_some0other0endpoint');
    expect(forged).toMatchObject({ status: 400, body: { code: 'payments.invalid-signature' } });
    expect(await stateOf()).toBe('onboarding');

    expect(await app.deliver(onboarded, connectSecrets[0])).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await stateOf()).toBe('active');
    // Stripe signs its retries with the secret it holds then: during a rollover, the previous one.
    expect(await app.deliver(onboarded, connectSecrets[1])).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });

    const member = await app.member('signed@example.com');
    const { paymentId, intentId } = await depositPaidAtStripe(member);
    const succeeded = app.stripe.eventFor('payment_intent.succeeded', intentId);
    expect(await app.deliver(succeeded, stripeKeys.webhookSecret)).toMatchObject({ status: 200 });
    expect(await ledgerOf(paymentId)).toEqual([{ kind: 'charge', amountCents: 1000 }]);
  });
});

describe('order and repetition', () => {
  it('books a refund Stripe reports before the payment itself, and the payment’s own event later changes nothing', async () => {
    const member = await app.member('refund-first@example.com');
    const { paymentId, intentId } = await depositPaidAtStripe(member);
    // Refunded in Stripe's dashboard before Ember heard of the payment.
    await app.stripeClient.refunds.create({ payment_intent: intentId, amount: 400 });
    const chargeId = String(app.stripe.intent(intentId)?.['latest_charge']);
    const refunded = app.stripe.eventFor('charge.refunded', chargeId);
    const succeeded = app.stripe.eventFor('payment_intent.succeeded', intentId);
    expect(app.stripe.events.indexOf(succeeded)).toBeLessThan(app.stripe.events.indexOf(refunded));

    expect(await app.deliver(refunded)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await ledgerOf(paymentId)).toEqual([
      { kind: 'charge', amountCents: 1000 },
      { kind: 'refund', amountCents: 400 },
    ]);
    expect((await member.get(`/api/payments/${paymentId}`).expect(200)).body.payment).toMatchObject({
      status: 'partially-refunded',
      refundedCents: 400,
    });

    expect(await app.deliver(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await ledgerOf(paymentId)).toEqual([
      { kind: 'charge', amountCents: 1000 },
      { kind: 'refund', amountCents: 400 },
    ]);
    expect((await app.smtp.waitFor('refund-first@example.com')).subject).toBe('Receipt: your $10 deposit');
  });

  it('changes the ledger once when the same event is delivered twice at the same moment', async () => {
    const member = await app.member('twice@example.com');
    const { paymentId, intentId } = await depositPaidAtStripe(member);
    const succeeded = app.stripe.eventFor('payment_intent.succeeded', intentId);

    const answers = await Promise.all([app.deliver(succeeded), app.deliver(succeeded)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await ledgerOf(paymentId)).toEqual([{ kind: 'charge', amountCents: 1000 }]);
    // Later deliveries are known as repeats.
    expect((await app.deliver(succeeded)).body).toEqual({ received: true, duplicate: true });

    await app.stripeClient.refunds.create({ payment_intent: intentId, amount: 1000 });
    const refunded = app.stripe.eventFor('charge.refunded', String(app.stripe.intent(intentId)?.['latest_charge']));
    await Promise.all([app.deliver(refunded), app.deliver(refunded), app.deliver(refunded)]);
    expect(await ledgerOf(paymentId)).toEqual([
      { kind: 'charge', amountCents: 1000 },
      { kind: 'refund', amountCents: 1000 },
    ]);
    // One receipt, however many deliveries raced.
    expect((await app.smtp.waitFor('twice@example.com')).subject).toBe('Receipt: your $10 deposit');
    await app.settled();
    expect(app.smtp.received.filter((mail) => mail.envelopeTo.includes('twice@example.com'))).toEqual([]);
  });
});
