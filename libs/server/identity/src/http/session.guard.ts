import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC } from '@ember/platform';
import { SessionAuthenticator } from '../application/session-authenticator.js';
import { type AuthenticatedUser, authenticatedUserOf } from './authenticated-user.js';
import { cookieNames } from './cookies.js';
import { SessionCookies } from './session-cookies.js';

/**
 * Every route needs a session unless marked @Public(). Public routes still learn who is calling
 * when a session is present (linking a provider to the signed-in account needs it). The caller
 * is `request.user`; a sliding session gets its cookie sent again.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: SessionAuthenticator,
    private readonly cookies: SessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthenticatedUser }>();
    const user = await this.callerOf(request, http.getResponse<Response>());
    if (user) request.user = user;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (user || isPublic) return true;
    throw new UnauthorizedException({ code: 'auth.unauthenticated', message: 'Please sign in to continue.' });
  }

  private async callerOf(request: Request, response: Response): Promise<AuthenticatedUser | null> {
    const token = request.cookies?.[cookieNames.session] as string | undefined;
    const active = await this.authenticator.authenticate(token);
    if (!active) return null;
    if (active.extended && token) this.cookies.set(response, token, active.session.expiresAt, false);
    return authenticatedUserOf(active);
  }
}
