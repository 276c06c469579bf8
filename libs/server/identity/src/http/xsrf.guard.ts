import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_WEBHOOK } from '@ember/platform';
import { cookieNames, xsrfHeader } from './cookies.js';
import { XsrfTokens } from './xsrf-tokens.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every unsafe request carries the XSRF cookie's value in a header, signed for its session; only
 * webhooks (@Webhook(), called by another service and checked by their own signature) are exempt.
 */
@Injectable()
export class XsrfGuard implements CanActivate {
  constructor(
    private readonly tokens: XsrfTokens,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (safeMethods.has(request.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_WEBHOOK, [context.getHandler(), context.getClass()])) return true;
    const cookie = request.cookies?.[cookieNames.xsrf] as string | undefined;
    const header = request.header(xsrfHeader);
    const binding = this.tokens.bindingOf(request.cookies?.[cookieNames.session] as string | undefined);
    if (!cookie || header !== cookie || !this.tokens.isValid(cookie, binding)) {
      throw new ForbiddenException({
        code: 'auth.xsrf',
        message: 'This page is out of date. Please reload it and try again.',
      });
    }
    return true;
  }
}
