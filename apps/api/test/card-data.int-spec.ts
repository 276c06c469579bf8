import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { contexts } from '@ember/contexts';
import { signIn } from '@ember/identity/testing';
import { StripeTestServer, signedEvent, stripeKeys } from '@ember/payments/testing';
import {
  type ServerProcess,
  type TestApp,
  TestBrowser,
  freePort,
  sharedServerEnv,
  startServerProcess,
  startTestApp,
} from '@ember/platform/testing';

jest.setTimeout(120_000);

// A member pays the $10 deposit with a test card typed into Stripe's card form, which sends it from
// the browser straight to Stripe (here: the request Stripe.js makes, with the publishable key, to
// the Stripe test server). Ember's api, in a process of its own logging everything (trace), never
// sees the card: none of its own requests to Stripe carries a card field, and neither its log nor
// any row of its database holds the card number.
const card = { number: '4242424242424242', cvc: '314', exp_month: '12', exp_year: '2034' };
const cardFields = new Set(['card', 'number', 'cvc', 'exp_month', 'exp_year', 'payment_method_data']);

let harness: TestApp;
let stripe: StripeTestServer;
let stripeUrl: string;
let api: ServerProcess;
let apiUrl: string;

beforeAll(async () => {
  stripe = new StripeTestServer();
  stripeUrl = await stripe.start();
  // The database, Redis, SMTP and the mail worker; the api under test runs beside it.
  harness = await startTestApp({ contexts });
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = await startServerProcess(
    'apps/api/src/main.ts',
    {
      ...sharedServerEnv(harness.config),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'trace',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripeKeys.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      STRIPE_API_URL: stripeUrl,
    },
    'api listening',
  );
}, 120_000);

afterAll(async () => {
  api?.kill();
  await api?.exited();
  await harness?.close();
  await stripe?.stop();
});

/** Stripe.js confirming the PaymentIntent from the browser: the card, the publishable key, the client secret. */
async function payWithCardInBrowser(clientSecret: string, publishableKey: string): Promise<Record<string, unknown>> {
  const intentId = clientSecret.split('_secret_')[0];
  const form = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][cvc]': card.cvc,
    'payment_method_data[card][exp_month]': card.exp_month,
    'payment_method_data[card][exp_year]': card.exp_year,
    return_url: 'http://localhost:4200/payment',
  });
  const answer = await fetch(`${stripeUrl}/v1/payment_intents/${intentId}/confirm`, { method: 'POST', body: form });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

/** Every field name of a request's parameters, however deep. */
function fieldNames(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)]);
}

/** The tables of every schema whose rows, as text, contain `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
  const em = harness.app.get(MikroORM).em.fork();
  const tables = await em.execute<{ table_schema: string; table_name: string }[]>(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const holding: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables) {
    const [row] = await em.execute<{ found: boolean }[]>(
      `select exists (select 1 from "${schema}"."${table}" t where t::text like ?) as found`,
      [`%${needle}%`],
    );
    if (row?.found) holding.push(`${schema}.${table}`);
  }
  return holding;
}

it('takes a card payment without the card ever reaching Ember’s requests, logs or database', async () => {
  const member = new TestBrowser(apiUrl);
  await signIn(member, harness.smtp, 'card-holder@example.com');
  const settings = (await member.get('/api/payments/settings').expect(200)).body;
  expect(settings).toMatchObject({ provider: 'stripe', publishableKey: stripeKeys.publishableKey });
  const started = (await member.post('/api/payments/deposit').expect(200)).body;

  const intent = await payWithCardInBrowser(started.clientSecret, settings.publishableKey);
  expect(intent).toMatchObject({ status: 'succeeded', amount: 1000 });
  const { payload, signature } = signedEvent(stripe.eventFor('payment_intent.succeeded', String(intent['id'])));
  await new TestBrowser(apiUrl).agent
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload)
    .expect(200);
  expect((await member.get(`/api/payments/${started.payment.id}`).expect(200)).body.payment).toMatchObject({
    status: 'paid',
  });
  const receipt = await harness.smtp.waitFor('card-holder@example.com');
  expect(receipt.subject).toBe('Receipt: your $10 deposit');

  // The card went from the browser to Stripe, and only there.
  const fromBrowser = stripe.requests.filter((request) => request.key === 'publishable');
  expect(fromBrowser).toHaveLength(1);
  expect(JSON.stringify(fromBrowser[0]!.params)).toContain(card.number);
  const fromEmber = stripe.requests.filter((request) => request.key === 'secret');
  expect(fromEmber.length).toBeGreaterThanOrEqual(2);
  for (const request of fromEmber) {
    expect({
      path: request.path,
      cardFields: fieldNames(request.params).filter((name) => cardFields.has(name)),
    }).toEqual({ path: request.path, cardFields: [] });
    expect(JSON.stringify(request.params)).not.toContain(card.number);
  }

  // Everything the api logged, every request at trace level, and every row it stored.
  const log = api.output();
  expect(log).toContain('/api/payments/deposit');
  expect(log).toContain('/api/payments/webhook');
  expect(log).not.toContain(card.number);
  expect(receipt.text).not.toContain(card.number);
  expect(await tablesHolding(String(intent['id']))).toContain('payments.payments');
  expect(await tablesHolding(card.number)).toEqual([]);
});
