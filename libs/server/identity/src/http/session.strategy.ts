import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SessionAuthenticator } from '../application/session-authenticator.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { cookieNames } from './cookies.js';
import { SessionCookies } from './session-cookies.js';

/** Passport strategy for the session cookie; a sliding session gets its cookie sent again. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(
    private readonly authenticator: SessionAuthenticator,
    private readonly cookies: SessionCookies,
  ) {
    super();
  }

  async validate(request: Request): Promise<AuthenticatedUser | false> {
    const token = request.cookies?.[cookieNames.session] as string | undefined;
    const active = await this.authenticator.authenticate(token);
    if (!active) return false;
    if (active.extended && token && request.res) {
      this.cookies.set(request.res, token, active.session.expiresAt, false);
    }
    return {
      id: active.user.id,
      email: active.user.email,
      roles: [...active.user.roles],
      sessionId: active.session.id,
      sessionExpiresAt: active.session.expiresAt,
    };
  }
}
