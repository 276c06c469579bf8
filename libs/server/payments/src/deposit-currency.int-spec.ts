import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { PaymentsFacade } from './application/payments.facade.js';
import { type PaymentsTestApp, aGroupCharge, startPaymentsTestApp } from './testing/payments-test-app.js';

// The install's deposits are in CAD; a ticket sold in USD (a program priced in another currency)
// cannot take a CAD deposit off its price, since nothing is converted: the ticket is charged in
// full, says which deposit it left out, and the deposit stays the member's for a CAD event.
let app: PaymentsTestApp;

beforeAll(async () => {
  app = await startPaymentsTestApp({ PAYMENTS_CURRENCY: 'CAD' });
});

afterAll(async () => {
  await app?.close();
});

it('charges a ticket in another currency in full, tells the member why, and keeps the deposit for later', async () => {
  const facade = app.app.get(PaymentsFacade);
  const member = await app.member('two-currencies@example.com');
  const deposit = (await member.post('/api/payments/deposit').expect(200)).body;
  expect(deposit.payment).toMatchObject({ currency: 'CAD', amountCents: 1000 });
  const intentId = String(deposit.clientSecret).split('_secret_')[0] ?? '';
  await app.stripeClient.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  await member.post(`/api/payments/${deposit.payment.id}/refresh`).expect(200);

  const inUsd = aGroupCharge({ memberId: member.id, currency: 'USD', amountCents: 4500 });
  const checkout = await app.inContext(() => facade.checkoutForGroup(inUsd));
  expect(checkout).toMatchObject({ amountDueCents: 4500, currency: 'USD' });
  const { payment } = (await member.get(`/api/payments/${checkout.paymentId}`).expect(200)).body;
  expect(payment).toMatchObject({
    amountCents: 4500,
    creditCents: 0,
    chargeCents: 4500,
    currency: 'USD',
    uncountedDeposit: { amountCents: 1000, currency: 'CAD' },
  });
  const created = app.stripe.requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
  );
  expect(created.at(-1)?.params).toMatchObject({ amount: '4500', currency: 'usd' });
  const mine = (await member.get('/api/payments/mine').expect(200)).body.payments;
  expect(mine.find((one: { id: string }) => one.id === deposit.payment.id)).toMatchObject({ depositUse: 'available' });

  // A ticket in the deposit's currency takes it off as always.
  const inCad = aGroupCharge({ memberId: member.id, currency: 'CAD', amountCents: 4500 });
  const second = await app.inContext(() => facade.checkoutForGroup(inCad));
  expect(second).toMatchObject({ amountDueCents: 3500, currency: 'CAD' });
  const { payment: counted } = (await member.get(`/api/payments/${second.paymentId}`).expect(200)).body;
  expect(counted).toMatchObject({ creditCents: 1000, uncountedDeposit: null });
});
