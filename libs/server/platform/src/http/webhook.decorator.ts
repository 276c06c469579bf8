import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { IS_PUBLIC } from './public.decorator.js';

export const IS_WEBHOOK = Symbol('IS_WEBHOOK');

/**
 * A route another service calls (a payment provider's webhook): no session and no XSRF token, so
 * the route must authenticate the call itself, by a signature over the raw body (`req.rawBody`).
 * The contract marks it `x-webhook`, so the web client leaves it out and the XSRF check skips it.
 */
export const Webhook = (signatureHeader: string): MethodDecorator =>
  applyDecorators(
    SetMetadata(IS_PUBLIC, true),
    SetMetadata(IS_WEBHOOK, true),
    ApiExtension('x-webhook', { signatureHeader }),
  );
