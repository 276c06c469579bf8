import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import type { PendingOAuthSignIn } from '../application/oidc-client.port.js';
import { isOAuthProvider } from '../domain/linked-identity.entity.js';
import { clearCookie, cookieNames, setCookie } from './cookies.js';

const lifetimeMs = 10 * 60 * 1000;

/**
 * Keeps the state, nonce and PKCE verifier of a provider sign-in in a signed HttpOnly cookie
 * for ten minutes: the browser that started the sign-in is the only one that can finish it.
 */
@Injectable()
export class OAuthPendingCookie {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.SESSION_SECRET).update('ember/identity/oauth').digest();
  }

  write(response: Response, pending: PendingOAuthSignIn): void {
    const body = Buffer.from(JSON.stringify({ ...pending, expiresAt: Date.now() + lifetimeMs })).toString('base64url');
    setCookie(response, cookieNames.oauth, `${body}.${this.sign(body)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/api/auth',
      maxAge: lifetimeMs,
    });
  }

  read(request: Request): PendingOAuthSignIn | null {
    const value = request.cookies?.[cookieNames.oauth] as string | undefined;
    const [body, signature] = value?.split('.') ?? [];
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    try {
      const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PendingOAuthSignIn & {
        expiresAt: number;
      };
      if (parsed.expiresAt < Date.now() || !isOAuthProvider(parsed.provider)) return null;
      const { expiresAt: _expiresAt, ...pending } = parsed;
      return pending;
    } catch {
      return null;
    }
  }

  clear(response: Response): void {
    clearCookie(response, cookieNames.oauth, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/api/auth',
    });
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
