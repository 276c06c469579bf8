import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/** A request whose JSON body is also kept as received, for signature checks. */
export type RawBodyRequest = Request & { rawBody?: Buffer };

/** body-parser's `verify` hook: keeps the bytes it is about to parse. */
export function keepRawBody(request: IncomingMessage, _response: unknown, buffer: Buffer): void {
  (request as IncomingMessage & { rawBody?: Buffer }).rawBody = buffer;
}
