import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createExpressApp } from 'stripe-stateful-mock';
import { formParams } from './form-params.js';

type StripeObject = Record<string, unknown> & { id: string };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** An event as Stripe would send it to the webhook endpoint, before signing. */
export interface RecordedEvent {
  id: string;
  type: string;
  account?: string;
  created: number;
  data: { object: StripeObject };
}

/**
 * A Stripe-compatible HTTP server on loopback for the tests, following Stripe's published API for
 * what Ember uses. Connected accounts (create, retrieve) are served by stripe-stateful-mock, which
 * runs behind this server; it has no PaymentIntents, refunds of them, account links, transfers or
 * payouts, so this server serves those itself (with Stripe's idempotency keys, Bearer auth and
 * error shapes), and keeps what onboarding and balances add to the mock's accounts. Every change
 * is recorded as the event Stripe would send, for tests to deliver signed, in any order.
 */
export class StripeTestServer {
  readonly events: RecordedEvent[] = [];
  private server?: Server;
  private mock?: Server;
  private mockUrl = '';
  private readonly intents = new Map<string, StripeObject>();
  private readonly charges = new Map<string, StripeObject>();
  private readonly transfers = new Map<string, StripeObject>();
  private readonly payouts = new Map<string, StripeObject>();
  /** Onboarding finished, per account (the mock keeps accounts as created: nothing enabled). */
  private readonly onboarded = new Set<string>();
  private readonly balances = new Map<string, number>();
  private readonly idempotent = new Map<string, { params: string; status: number; body: string }>();
  /**
   * Requests as received, to check what Ember sent (never card data: Ember has none). `key` says
   * whose: Ember's server (its secret key) or a browser's Stripe.js (the publishable key).
   */
  readonly requests: {
    method: string;
    path: string;
    params: Record<string, unknown>;
    key: 'secret' | 'publishable';
    account?: string;
  }[] = [];

  async start(): Promise<string> {
    const mock = createServer(createExpressApp());
    this.mock = mock;
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    this.mockUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const server of [this.server, this.mock]) {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    }
  }

  /** The host finishes Stripe's onboarding pages: charges and payouts become enabled. */
  completeOnboarding(accountId: string): void {
    this.onboarded.add(accountId);
    this.record(
      'account.updated',
      { id: accountId, object: 'account', charges_enabled: true, payouts_enabled: true },
      accountId,
    );
  }

  intent(intentId: string): StripeObject | undefined {
    return this.intents.get(intentId);
  }

  balanceOf(accountId: string): number {
    return this.balances.get(accountId) ?? 0;
  }

  /** The latest event of a type for an object, to deliver to the webhook. */
  eventFor(type: string, objectId: string): RecordedEvent {
    const event = [...this.events]
      .reverse()
      .find((candidate) => candidate.type === type && candidate.data.object.id === objectId);
    if (!event) throw new Error(`no ${type} event for ${objectId}`);
    return event;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const params = formParams(request.method === 'GET' ? url.searchParams.toString() : raw);
    const account = request.headers['stripe-account'] as string | undefined;
    // Stripe.js sends the publishable key in the body; the SDKs send a key as a Bearer token.
    const apiKey = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? String(params['key'] ?? '');
    const publishable = /^pk_test_\w+$/.test(apiKey);
    this.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      key: publishable ? 'publishable' : 'secret',
      ...(account ? { account } : {}),
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (!/^sk_test_\w+$/.test(apiKey) && !(publishable && this.browserMayCall(request.method, url.pathname, params))) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const key = request.headers['idempotency-key'] as string | undefined;
    const slot = key ? `${account ?? ''} ${request.method} ${url.pathname} ${key}` : null;
    const replay = slot ? this.idempotent.get(slot) : undefined;
    if (replay) {
      if (replay.params !== JSON.stringify(params)) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      } else {
        response.setHeader('Idempotent-Replayed', 'true');
        send(replay.status, replay.body);
      }
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      const routed = this.route(request.method ?? 'GET', url.pathname, params, account);
      body = routed === undefined ? await this.forward(request, url, raw, account) : routed;
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    const text = JSON.stringify(body);
    if (slot && status !== 401 && status !== 429)
      this.idempotent.set(slot, { params: JSON.stringify(params), status, body: text });
    send(status, text);
  }

  /**
   * What a publishable key may do: confirm a PaymentIntent whose client secret it names, as the
   * Payment Element does in the browser.
   */
  private browserMayCall(method: string | undefined, path: string, params: Record<string, unknown>): boolean {
    const [, intentId, action] = /^\/v1\/payment_intents\/([^/]+)\/(confirm)$/.exec(path) ?? [];
    return (
      method === 'POST' &&
      action === 'confirm' &&
      this.intents.get(intentId ?? '')?.['client_secret'] === params['client_secret']
    );
  }

  /** Answers what this server serves; undefined sends the request on to stripe-stateful-mock. */
  private route(method: string, path: string, params: Record<string, unknown>, account: string | undefined): unknown {
    const parts = path.split('/').filter(Boolean);
    const [version, resource, objectId, action, child] = parts;
    if (version !== 'v1') return undefined;
    const expand = Object.values((params['expand'] as Record<string, string> | undefined) ?? {});
    if (resource === 'payment_intents') {
      if (method === 'POST' && !objectId) return this.createIntent(params);
      const intent = objectId ? this.intents.get(objectId) : undefined;
      if (!intent) throw this.missing('payment_intent', objectId);
      if (method === 'GET' && !action) return this.expanded(intent, expand);
      if (method === 'POST' && action === 'confirm') return this.expanded(this.confirm(intent, params), expand);
      if (method === 'POST' && action === 'capture') return this.expanded(this.capture(intent, params), expand);
      if (method === 'POST' && action === 'cancel') return this.expanded(this.cancel(intent), expand);
    }
    if (resource === 'refunds' && method === 'POST' && !objectId) return this.refund(params, expand);
    if (resource === 'account_links' && method === 'POST') {
      return {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.test/setup/e/${String(params['account'])}`,
      };
    }
    if (resource === 'transfers' && method === 'POST' && !objectId) return this.transfer(params);
    if (resource === 'transfers' && method === 'POST' && objectId && action === 'reversals' && !child) {
      return this.reverse(objectId, Number(params['amount']));
    }
    if (resource === 'payouts' && method === 'POST' && !objectId) return this.payout(params, account);
    if (resource === 'payouts' && method === 'GET' && objectId) {
      const payout = this.payouts.get(objectId);
      if (!payout || payout['destination_account'] !== account) throw this.missing('payout', objectId);
      return payout;
    }
    return undefined;
  }

  /** Connected accounts come from stripe-stateful-mock; onboarding adds what it enabled. */
  private async forward(
    request: IncomingMessage,
    url: URL,
    raw: string,
    account: string | undefined,
  ): Promise<unknown> {
    const answer = await fetch(`${this.mockUrl}${url.pathname}${url.search}`, {
      method: request.method ?? 'GET',
      headers: {
        authorization: request.headers.authorization ?? '',
        'content-type': 'application/x-www-form-urlencoded',
        ...(account ? { 'stripe-account': account } : {}),
        ...(request.headers['idempotency-key']
          ? { 'idempotency-key': String(request.headers['idempotency-key']) }
          : {}),
      },
      ...(request.method === 'GET' ? {} : { body: raw }),
    });
    const body = (await answer.json()) as StripeObject & { error?: { type: string; message: string } };
    if (!answer.ok)
      throw new StripeApiError(answer.status, body.error ?? { type: 'api_error', message: 'mock failed' });
    if (body.object === 'account' && this.onboarded.has(body.id)) {
      return { ...body, charges_enabled: true, payouts_enabled: true, details_submitted: true };
    }
    return body;
  }

  private createIntent(params: Record<string, unknown>): StripeObject {
    const amount = Number(params['amount']);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'Amount must be at least 50 cents.',
        code: 'amount_too_small',
      });
    }
    const intentId = id('pi');
    const transferData = params['transfer_data'] as { destination?: string } | undefined;
    const intent: StripeObject = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application_fee_amount:
        params['application_fee_amount'] === undefined ? null : Number(params['application_fee_amount']),
      capture_method: params['capture_method'] ?? 'automatic_async',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
      currency: String(params['currency']),
      description: params['description'] ?? null,
      latest_charge: null,
      livemode: false,
      metadata: params['metadata'] ?? {},
      status: 'requires_payment_method',
      transfer_data: transferData?.destination ? { destination: transferData.destination } : null,
    };
    this.intents.set(intentId, intent);
    this.record('payment_intent.created', intent);
    return intent;
  }

  /**
   * What the Payment Element does in the browser: the card typed in (`payment_method_data`), or a
   * test payment method the test names (`pm_card_visa`, `pm_card_chargeDeclined`).
   */
  private confirm(intent: StripeObject, params: Record<string, unknown>): StripeObject {
    if (intent['status'] !== 'requires_payment_method' && intent['status'] !== 'requires_confirmation') {
      throw this.unexpectedState(intent);
    }
    const { method, declined } = this.paymentMethodOf(params);
    intent['payment_method'] = method.id;
    if (declined) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    const charge: StripeObject = {
      id: id('ch'),
      object: 'charge',
      amount: intent['amount'],
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      currency: intent['currency'],
      payment_intent: intent.id,
      refunded: false,
      transfer: null,
      refunds: { object: 'list', data: [] },
      payment_method: method.id,
      payment_method_details: { type: 'card', card: method['card'] },
    };
    this.charges.set(charge.id, charge);
    intent['latest_charge'] = charge.id;
    if (intent['capture_method'] === 'manual') {
      intent['status'] = 'requires_capture';
      intent['amount_capturable'] = intent['amount'];
      this.record('payment_intent.amount_capturable_updated', intent);
      return intent;
    }
    return this.take(intent, charge, Number(intent['amount']));
  }

  /** A card as Stripe keeps it: never its number, only its brand and last four digits. */
  private paymentMethodOf(params: Record<string, unknown>): { method: StripeObject; declined: boolean } {
    const named = typeof params['payment_method'] === 'string' ? params['payment_method'] : null;
    const typed = (params['payment_method_data'] as { card?: Record<string, string> } | undefined)?.card;
    const number = typed?.['number']?.replace(/\s/g, '') ?? '';
    if (!named && !/^\d{13,19}$/.test(number)) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
    }
    const method: StripeObject = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: named ? '4242' : number.slice(-4) },
    };
    return { method, declined: named === 'pm_card_chargeDeclined' || number === '4000000000000002' };
  }

  private capture(intent: StripeObject, params: Record<string, unknown>): StripeObject {
    if (intent['status'] !== 'requires_capture') throw this.unexpectedState(intent);
    const amount =
      params['amount_to_capture'] === undefined ? Number(intent['amount']) : Number(params['amount_to_capture']);
    const charge = this.charges.get(String(intent['latest_charge']));
    if (!charge) throw this.missing('charge', String(intent['latest_charge']));
    return this.take(intent, charge, amount);
  }

  /** Money taken: a destination charge moves it to the connected account, less the application fee. */
  private take(intent: StripeObject, charge: StripeObject, amount: number): StripeObject {
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    Object.assign(charge, { captured: true, amount_captured: amount });
    const destination = (intent['transfer_data'] as { destination: string } | null)?.destination;
    if (destination) {
      const transfer = this.newTransfer(destination, amount, String(intent['currency']), charge.id);
      charge['transfer'] = transfer.id;
      const fee = Number(intent['application_fee_amount'] ?? 0);
      this.balances.set(destination, this.balanceOf(destination) - fee);
    }
    this.record('charge.captured', charge);
    this.record('payment_intent.succeeded', intent);
    return intent;
  }

  private cancel(intent: StripeObject): StripeObject {
    if (intent['status'] === 'succeeded' || intent['status'] === 'canceled') throw this.unexpectedState(intent);
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: now() });
    this.record('payment_intent.canceled', intent);
    return intent;
  }

  private refund(params: Record<string, unknown>, expand: string[]): StripeObject {
    const intent = this.intents.get(String(params['payment_intent']));
    if (!intent) throw this.missing('payment_intent', String(params['payment_intent']));
    const charge = this.charges.get(String(intent['latest_charge']));
    if (!charge || intent['status'] !== 'succeeded') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: 'This PaymentIntent has no successful charge to refund.',
      });
    }
    const left = Number(charge['amount_captured']) - Number(charge['amount_refunded']);
    const amount = params['amount'] === undefined ? left : Number(params['amount']);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
      });
    }
    let reversal: StripeObject | null = null;
    if (params['reverse_transfer'] === 'true' && charge['transfer']) {
      const transfer = this.transfers.get(String(charge['transfer']));
      // Stripe reverses the transfer in proportion to the refund.
      if (transfer)
        reversal = this.reverse(
          transfer.id,
          Math.round((amount * Number(transfer['amount'])) / Number(charge['amount_captured'])),
        );
    }
    const refund: StripeObject = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge['currency'],
      payment_intent: intent.id,
      status: 'succeeded',
      transfer_reversal: reversal ? (expand.includes('transfer_reversal') ? reversal : reversal.id) : null,
      created: now(),
    };
    charge['amount_refunded'] = Number(charge['amount_refunded']) + amount;
    charge['refunded'] = charge['amount_refunded'] === charge['amount_captured'];
    (charge['refunds'] as { data: StripeObject[] }).data.unshift(refund);
    this.record('charge.refunded', charge);
    return refund;
  }

  private newTransfer(
    destination: string,
    amount: number,
    currency: string,
    sourceTransaction: string | null,
  ): StripeObject {
    const transfer: StripeObject = {
      id: id('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency,
      destination,
      source_transaction: sourceTransaction,
      reversals: { object: 'list', data: [] },
      created: now(),
    };
    this.transfers.set(transfer.id, transfer);
    this.balances.set(destination, this.balanceOf(destination) + amount);
    return transfer;
  }

  private transfer(params: Record<string, unknown>): StripeObject {
    const amount = Number(params['amount']);
    const destination = String(params['destination']);
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Invalid positive integer' });
    }
    return {
      ...this.newTransfer(destination, amount, String(params['currency']), null),
      transfer_group: params['transfer_group'] ?? null,
    };
  }

  private reverse(transferId: string, amount: number): StripeObject {
    const transfer = this.transfers.get(transferId);
    if (!transfer) throw this.missing('transfer', transferId);
    const left = Number(transfer['amount']) - Number(transfer['amount_reversed']);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'The reversal amount exceeds what remains of the transfer.',
      });
    }
    const reversal: StripeObject = {
      id: id('trr'),
      object: 'transfer_reversal',
      amount,
      currency: transfer['currency'],
      transfer: transfer.id,
      created: now(),
    };
    transfer['amount_reversed'] = Number(transfer['amount_reversed']) + amount;
    (transfer['reversals'] as { data: StripeObject[] }).data.unshift(reversal);
    const destination = String(transfer['destination']);
    this.balances.set(destination, this.balanceOf(destination) - amount);
    return reversal;
  }

  private payout(params: Record<string, unknown>, account: string | undefined): StripeObject {
    if (!account)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'Ember pays hosts out of their connected accounts.',
      });
    const amount = Number(params['amount']);
    if (!Number.isInteger(amount) || amount <= 0)
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Invalid positive integer' });
    if (this.balanceOf(account) < amount) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'balance_insufficient',
        message: 'You have insufficient funds in your Stripe account for this transfer.',
      });
    }
    this.balances.set(account, this.balanceOf(account) - amount);
    const payout: StripeObject = {
      id: id('po'),
      object: 'payout',
      amount,
      currency: params['currency'],
      status: 'paid',
      arrival_date: now(),
      destination_account: account,
      created: now(),
    };
    this.payouts.set(payout.id, payout);
    this.record('payout.paid', payout, account);
    return payout;
  }

  private expanded(intent: StripeObject, expand: string[]): StripeObject {
    if (!expand.includes('latest_charge') || !intent['latest_charge']) return { ...intent };
    return { ...intent, latest_charge: { ...this.charges.get(String(intent['latest_charge'])) } };
  }

  private record(type: string, object: StripeObject, account?: string): void {
    this.events.push({
      id: id('evt'),
      type,
      created: now(),
      data: { object: structuredClone(object) },
      ...(account ? { account } : {}),
    });
  }

  private missing(kind: string, objectId: string | undefined): StripeApiError {
    return new StripeApiError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${objectId}'`,
    });
  }

  private unexpectedState(intent: StripeObject): StripeApiError {
    return new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent's status is ${String(intent['status'])}.`,
    });
  }
}
