import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock, newId } from '@ember/kernel';
import { type JobName, type JobPayload, JobProducer, jobs } from '@ember/platform';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import type { GroupChargeRequest } from '../application/group-charge.js';
import { paymentsContext } from '../payments.context.js';
import { PaymentsWorkerModule } from '../payments-worker.module.js';
import { PaymentsModule } from '../payments.module.js';
import { type RecordedEvent, StripeTestServer } from './stripe-test-server.js';

export const stripeKeys = {
  secretKey: 'sk_test_ember0payments0tests',
  publishableKey: 'pk_test_ember0payments0tests',
  webhookSecret: 'whsec_ember0payments0tests',
};

export interface PaymentsTestApp extends TestApp {
  stripe: StripeTestServer;
  /** Ember's side of Stripe, as the browser's Payment Element and the dashboard would use it. */
  stripeClient: Stripe;
  clock: FixedClock;
  /** Runs work that uses the database outside a request, as a job does. */
  inContext<T>(work: () => Promise<T>): Promise<T>;
  /** Signs a recorded event with the webhook secret and posts it, as Stripe does. */
  deliver(event: RecordedEvent, secret?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Runs a delayed job now (it must exist), and waits for it to finish. */
  runJob<Name extends JobName>(name: Name, payload: JobPayload<Name>): Promise<void>;
  /** Enqueues a job as its scheduler would, and waits for it to finish. */
  runJobNow<Name extends JobName>(name: Name, payload?: JobPayload<Name>): Promise<void>;
  member(email: string): Promise<TestBrowser & { id: string }>;
}

/**
 * Payments with the Stripe provider against a Stripe-compatible server on loopback, the worker's
 * payments.ledger jobs in the same process, a clock the test moves, and real PostgreSQL, Redis and SMTP.
 */
export async function startPaymentsTestApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const stripe = new StripeTestServer();
  const apiUrl = await stripe.start();
  const clock = new FixedClock(new Date());
  const harness = await startTestApp({
    imports: [PaymentsModule, PaymentsWorkerModule],
    contexts: [identityContext, paymentsContext],
    queues: ['payments.ledger'],
    clock,
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripeKeys.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      STRIPE_API_URL: apiUrl,
      ADMIN_EMAILS: 'admin@example.com',
      ...env,
    },
  });
  const api = new URL(apiUrl);
  const stripeClient = new Stripe(stripeKeys.secretKey, {
    host: api.hostname,
    port: api.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const producer = harness.app.get(JobProducer);
  const runJob = async <Name extends JobName>(name: Name, payload: JobPayload<Name>): Promise<void> => {
    const queue = producer.queue(jobQueue(name));
    const jobId = `${name}.${jobKey(name, payload)}`;
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    if ((await job.getState()) === 'delayed') await job.promote();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const current = await queue.getJob(jobId);
      const state = await current?.getState();
      if (state === 'completed') return;
      if (state === 'failed') throw new Error(`job ${jobId} failed: ${current?.failedReason}`);
      if (Date.now() > deadline) throw new Error(`job ${jobId} still ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    ...harness,
    stripe,
    stripeClient,
    clock,
    inContext: (work) => RequestContext.create(harness.app.get(MikroORM).em, work),
    async deliver(event, secret = stripeKeys.webhookSecret) {
      const { payload, signature } = signedEvent(event, secret);
      const response = await new TestBrowser(harness.http).agent
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);
      return { status: response.status, body: response.body as Record<string, unknown> };
    },
    runJob,
    async runJobNow(name, payload = {} as JobPayload<typeof name>) {
      const queue = producer.queue(jobQueue(name));
      const jobId = `${name}.${jobKey(name, payload)}`;
      await (await queue.getJob(jobId))?.remove();
      await producer.enqueue(name, payload);
      await runJob(name, payload);
    },
    async member(email) {
      const browser = new TestBrowser(harness.http);
      await signIn(browser, harness.smtp, email);
      const me = await browser.get('/api/auth/me').expect(200);
      return Object.assign(browser, { id: String(me.body.userId) });
    },
    async close() {
      await harness.close();
      await stripe.stop();
    },
  };
}

/** An event as Stripe posts it to the webhook endpoint: its JSON body and the Stripe-Signature header over it. */
export function signedEvent(
  event: RecordedEvent,
  secret: string = stripeKeys.webhookSecret,
): { payload: string; signature: string } {
  const payload = JSON.stringify({ ...event, object: 'event', api_version: Stripe.API_VERSION, livemode: false });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function jobQueue(name: JobName): string {
  return jobs[name].queue;
}

function jobKey<Name extends JobName>(name: Name, payload: JobPayload<Name>): string {
  return (jobs[name].jobId as (value: JobPayload<Name>) => string)(payload);
}

/** A group's charge as the rounds would ask for it; override what the test is about. */
export function aGroupCharge(
  overrides: Partial<GroupChargeRequest> & Pick<GroupChargeRequest, 'memberId'>,
): GroupChargeRequest {
  const startsAt = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  return {
    key: newId(),
    roundId: newId(),
    groupId: newId(),
    kind: 'payment',
    amountCents: 4500,
    currency: 'CAD',
    title: 'Pottery night',
    eventStartsAt: startsAt,
    eventEndsAt: new Date(startsAt.getTime() + 2 * 3600 * 1000),
    hostId: null,
    ...overrides,
  };
}
