import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isId, newId } from '@ember/kernel';
import { APP_CONFIG, type AppConfig } from '@ember/platform';

const name = 'ember_vid';
const yearMs = 365 * 24 * 3600 * 1000;

/**
 * The anonymous visitor id: a random UUID in an HttpOnly cookie, so a visitor's days are counted
 * once without knowing who they are. It carries nothing else and is renewed on each batch.
 */
@Injectable()
export class VisitorCookie {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  visitorId(request: Request, response: Response): string {
    const current = request.cookies?.[name] as string | undefined;
    const id = typeof current === 'string' && isId(current) ? current : newId();
    response.cookie(name, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: yearMs,
    });
    return id;
  }
}
