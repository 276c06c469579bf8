import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/** A caller's X-Request-Id when it is a sane token (a proxy's, a client's), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}
