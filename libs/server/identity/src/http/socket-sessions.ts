import { Injectable } from '@nestjs/common';
import { SessionAuthenticator } from '../application/session-authenticator.js';
import { type AuthenticatedUser, authenticatedUserOf } from './authenticated-user.js';
import { cookieNames } from './cookies.js';

/**
 * Who opened a WebSocket: the session cookie sent with the handshake, checked exactly as the
 * session guard checks a request's. A socket cannot set cookies, so a sliding session is renewed
 * by the member's next HTTP request instead.
 */
@Injectable()
export class SocketSessions {
  constructor(private readonly authenticator: SessionAuthenticator) {}

  async callerOf(cookieHeader: string | undefined): Promise<AuthenticatedUser | null> {
    const token = cookieValue(cookieHeader, cookieNames.session);
    const active = await this.authenticator.authenticate(token);
    return active ? authenticatedUserOf(active) : null;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
