import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { cookieNames, xsrfHeader } from './cookies.js';
import { XsrfTokens } from './xsrf-tokens.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every unsafe request carries the XSRF cookie's value in a header, signed for its session. */
@Injectable()
export class XsrfGuard implements CanActivate {
  constructor(private readonly tokens: XsrfTokens) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (safeMethods.has(request.method)) return true;
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
