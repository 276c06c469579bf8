import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { XsrfTokens } from './xsrf-tokens.js';

@Injectable()
export class XsrfCookieMiddleware implements NestMiddleware {
  constructor(private readonly tokens: XsrfTokens) {}

  use(request: Request, response: Response, next: NextFunction): void {
    this.tokens.ensure(request, response);
    next();
  }
}
