import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import { clearCookie, cookieNames, setCookie } from './cookies.js';
import { XsrfTokens } from './xsrf-tokens.js';

/**
 * The session cookie: opaque, HttpOnly, SameSite=Lax, Secure in production; beside it the readable
 * signed-in hint (see cookieNames.signedIn), set and cleared with it.
 */
@Injectable()
export class SessionCookies {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly xsrf: XsrfTokens,
  ) {}

  /** Starts (or extends) the browser's session and gives it an XSRF token bound to it. */
  set(response: Response, token: string, expiresAt: Date, rotateXsrf = true): void {
    setCookie(response, cookieNames.session, token, { ...this.options(), expires: expiresAt });
    setCookie(response, cookieNames.signedIn, '1', { ...this.options(), httpOnly: false, expires: expiresAt });
    if (rotateXsrf) this.xsrf.rotate(response, token);
  }

  clear(response: Response): void {
    clearCookie(response, cookieNames.session, this.options());
    clearCookie(response, cookieNames.signedIn, { ...this.options(), httpOnly: false });
    this.xsrf.rotate(response, undefined);
  }

  private options(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure, path: '/' };
  }
}
