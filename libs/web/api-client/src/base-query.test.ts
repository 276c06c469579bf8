import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Middleware, type UnknownAction, configureStore } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from './base-api';
import { accountSuspended, configureApiClient, sessionUnauthorized } from './base-query';
import { identityApi } from './identity.api';
import { isApiError } from './api-error';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

let server: Server;
let seen: Seen[] = [];
let replies: Record<string, Reply> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers });
    const reply = replies[`${request.method} ${request.url}`] ?? {
      status: 404,
      body: { statusCode: 404, code: 'http.not-found', message: 'Not found' },
    };
    response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  configureApiClient({ baseUrl: '' });
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  seen = [];
  replies = {};
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function makeStore() {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, recorder),
  });
  return {
    store,
    unauthorized: () => actions.filter(sessionUnauthorized.match),
    suspended: () => actions.filter(accountSuspended.match),
  };
}

const send = (email: string) => identityApi.endpoints.sendMagicLink.initiate({ sendMagicLinkRequest: { email } });

describe('the base query', () => {
  it('asks for JSON and sends the XSRF cookie as it is at the time of each request', async () => {
    const { store } = makeStore();
    replies['POST /api/auth/magic-link/send'] = { status: 200, body: { email: 'a@example.com' } };
    document.cookie = 'XSRF-TOKEN=first-token; path=/';
    await store.dispatch(send('a@example.com')).unwrap();
    document.cookie = 'XSRF-TOKEN=rotated-token; path=/';
    await store.dispatch(send('a@example.com')).unwrap();
    expect(seen.map((request) => request.headers['x-xsrf-token'])).toEqual(['first-token', 'rotated-token']);
    expect(seen[0]!.headers['accept']).toBe('application/json');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('fetches the XSRF cookie first when an unsafe call comes before any read', async () => {
    const { store, unauthorized } = makeStore();
    replies['GET /api/auth/me'] = {
      status: 401,
      body: { statusCode: 401, code: 'auth.unauthenticated', message: 'Please sign in to continue.' },
    };
    replies['POST /api/auth/magic-link/send'] = { status: 200, body: { email: 'a@example.com' } };
    await store.dispatch(send('a@example.com')).unwrap();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/magic-link/send',
    ]);
    expect(unauthorized()).toEqual([]);
  });

  it('normalises error answers to status, code and message', async () => {
    const { store } = makeStore();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    replies['POST /api/auth/magic-link/code'] = {
      status: 400,
      body: { statusCode: 400, code: 'identity.invalid-code', message: 'Invalid or expired code. Please try again.' },
    };
    const error = await store
      .dispatch(
        identityApi.endpoints.verifyMagicLinkCode.initiate({
          verifyMagicLinkCodeRequest: { email: 'a@example.com', code: '123456' },
        }),
      )
      .unwrap()
      .catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(error).toEqual({
      status: 400,
      code: 'identity.invalid-code',
      message: 'Invalid or expired code. Please try again.',
    });
  });

  it('reads Retry-After on 429 and falls back to a generic message for bodies without a code', async () => {
    const { store } = makeStore();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    replies['POST /api/auth/magic-link/send'] = {
      status: 429,
      body: { statusCode: 429, code: 'identity.send-limit', message: 'Too many code requests.' },
      headers: { 'Retry-After': '42' },
    };
    const limited = await store
      .dispatch(send('a@example.com'))
      .unwrap()
      .catch((reason: unknown) => reason);
    expect(limited).toEqual({
      status: 429,
      code: 'identity.send-limit',
      message: 'Too many code requests.',
      retryAfterSeconds: 42,
    });

    replies['POST /api/auth/magic-link/send'] = { status: 502, body: 'Bad gateway' };
    const broken = await store
      .dispatch(send('a@example.com'))
      .unwrap()
      .catch((reason: unknown) => reason);
    expect(broken).toEqual({ status: 502, code: 'http.502', message: 'Something went wrong. Please try again.' });
  });

  it('reports an unreachable server as status 0', async () => {
    const { store } = makeStore();
    configureApiClient({ baseUrl: 'http://127.0.0.1:1' });
    try {
      const error = await store
        .dispatch(identityApi.endpoints.getCurrentUser.initiate())
        .unwrap()
        .catch((reason: unknown) => reason);
      expect(error).toMatchObject({ status: 0, code: 'network.unreachable' });
    } finally {
      configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });

  it('raises sessionUnauthorized on a 401, except for the session probe', async () => {
    const { store, unauthorized } = makeStore();
    const refusal = {
      status: 401,
      body: { statusCode: 401, code: 'auth.unauthenticated', message: 'Please sign in to continue.' },
    };
    replies['GET /api/auth/me'] = refusal;
    replies['GET /api/users/currentUser'] = refusal;
    await store
      .dispatch(identityApi.endpoints.getSession.initiate())
      .unwrap()
      .catch(() => undefined);
    expect(unauthorized()).toHaveLength(0);
    await store
      .dispatch(identityApi.endpoints.getCurrentUser.initiate())
      .unwrap()
      .catch(() => undefined);
    expect(unauthorized()).toHaveLength(1);
    expect(unauthorized()[0]!.payload.url).toMatch(/\/api\/users\/currentUser$/);
  });

  it('raises accountSuspended with the server’s words when the account is suspended', async () => {
    const { store, suspended, unauthorized } = makeStore();
    const message =
      'Your account is suspended (Spam). If you think this is a mistake, write to x@example.com to appeal.';
    replies['GET /api/users/currentUser'] = {
      status: 403,
      body: { statusCode: 403, code: 'identity.account-suspended', message },
    };
    await store
      .dispatch(identityApi.endpoints.getCurrentUser.initiate())
      .unwrap()
      .catch(() => undefined);
    expect(suspended().map((action) => action.payload)).toEqual([{ message }]);
    expect(unauthorized()).toHaveLength(0);
  });

  it('retries once when the XSRF token was stale', async () => {
    const { store } = makeStore();
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    replies['POST /api/auth/logout'] = {
      status: 403,
      body: {
        statusCode: 403,
        code: 'auth.xsrf',
        message: 'This page is out of date. Please reload it and try again.',
      },
    };
    const error = await store
      .dispatch(identityApi.endpoints.logout.initiate())
      .unwrap()
      .catch((reason: unknown) => reason);
    expect(seen.filter((request) => request.url === '/api/auth/logout')).toHaveLength(2);
    expect(error).toMatchObject({ status: 403, code: 'auth.xsrf' });
  });
});
