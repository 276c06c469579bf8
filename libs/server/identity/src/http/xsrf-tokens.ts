import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import { cookieNames, setCookie } from './cookies.js';

/**
 * Signed double-submit tokens. A token is `nonce.signature` where the signature covers the nonce
 * and the session it was issued for, so a token planted before sign-in, or taken from another
 * session, is worthless. The cookie is readable by the page, which echoes it in X-XSRF-TOKEN.
 */
@Injectable()
export class XsrfTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.SESSION_SECRET).update('ember/identity/xsrf').digest();
  }

  /** What a token is bound to: the session cookie's hash, or nothing for a visitor. */
  bindingOf(sessionToken: string | undefined): string {
    return sessionToken ? createHash('sha256').update(sessionToken).digest('base64url') : 'visitor';
  }

  issue(binding: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(nonce, binding)}`;
  }

  isValid(token: string | undefined, binding: string): boolean {
    if (!token) return false;
    const [nonce, signature, ...rest] = token.split('.');
    if (!nonce || !signature || rest.length > 0) return false;
    const expected = Buffer.from(this.sign(nonce, binding));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Issues a token for the session the response leaves the browser with. */
  rotate(response: Response, sessionToken: string | undefined): void {
    setCookie(response, cookieNames.xsrf, this.issue(this.bindingOf(sessionToken)), {
      httpOnly: false,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
    });
  }

  /** Gives the browser a valid token when it has none for its current session. */
  ensure(request: Request, response: Response): void {
    const session = request.cookies?.[cookieNames.session] as string | undefined;
    if (!this.isValid(request.cookies?.[cookieNames.xsrf] as string | undefined, this.bindingOf(session))) {
      this.rotate(response, session);
    }
  }

  private sign(nonce: string, binding: string): string {
    return createHmac('sha256', this.key).update(`${nonce}.${binding}`).digest('base64url');
  }
}
