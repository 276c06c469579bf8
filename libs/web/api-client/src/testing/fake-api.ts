import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '../base-query';

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answers this much later, so a test can see what the page shows while it waits. */
  delayMs?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingMessage['headers'];
}

type Handler = FakeReply | ((request: SeenRequest) => FakeReply);

export const unauthenticated: FakeReply = {
  status: 401,
  body: { statusCode: 401, code: 'auth.unauthenticated', message: 'Please sign in to continue.' },
};

/**
 * The api's HTTP surface as a test sees it: a real server on a loopback port answering what the
 * test tells it to, with the client pointed at it. For component tests that cannot run the api.
 */
export class FakeApi {
  readonly seen: SeenRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  private server?: Server;

  on(route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, handler: Handler): this {
    this.handlers.set(route, handler);
    return this;
  }

  reset(): void {
    this.handlers.clear();
    this.seen.length = 0;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      // The page (jsdom) and this server are different origins: answer like an api that allows the
      // page, so XMLHttpRequest (which checks CORS, unlike Node's fetch) reaches it too.
      const cors: Record<string, string> = request.headers.origin
        ? { 'Access-Control-Allow-Origin': request.headers.origin, 'Access-Control-Allow-Credentials': 'true' }
        : {};
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
          'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
        });
        response.end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [path, search = ''] = (request.url ?? '/').split('?') as [string, string?];
        const json = (request.headers['content-type'] ?? '').includes('application/json');
        const seen: SeenRequest = {
          method: request.method ?? 'GET',
          path,
          query: new URLSearchParams(search),
          // Multipart bodies stay text: a test reads the parts it cares about.
          body: text ? (json ? (JSON.parse(text) as unknown) : text) : undefined,
          headers: request.headers,
        };
        this.seen.push(seen);
        const handler = this.handlers.get(`${seen.method} ${path}`);
        const reply: FakeReply = !handler
          ? {
              status: 404,
              body: { statusCode: 404, code: 'http.not-found', message: `no fake for ${seen.method} ${path}` },
            }
          : typeof handler === 'function'
            ? handler(seen)
            : handler;
        setTimeout(() => {
          response.writeHead(reply.status, { 'Content-Type': 'application/json', ...cors, ...reply.headers });
          response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
        }, reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    configureApiClient({ baseUrl: `http://127.0.0.1:${(this.server.address() as AddressInfo).port}` });
    // The client asks for an XSRF cookie first when it has none; a page that already holds one skips that.
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
    return this;
  }

  async stop(): Promise<void> {
    configureApiClient({ baseUrl: '' });
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** A current-user answer with overrides, shaped like the contract's CurrentUserResponse. */
export function aCurrentUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ada@example.com',
    location: null,
    hasProfile: true,
    identity: [],
    roadmaps: {},
    roles: ['member'],
    relationshipStatus: null,
    preferredSex: null,
    minIdealAge: null,
    maxIdealAge: null,
    bucketList: [],
    ...overrides,
  };
}

export function aSession(email = 'ada@example.com') {
  return { userId: '0190-user', email, roles: ['member'], expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
}
