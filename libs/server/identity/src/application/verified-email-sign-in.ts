import { normaliseEmail } from '../domain/email-address.js';
import type { SessionStarter } from './session-starter.js';

export interface VerifiedSession {
  userId: string;
  email: string;
  roles: string[];
  /** The raw session cookie value; only its hash is stored. */
  sessionToken: string;
  expiresAt: Date;
  createdAccount: boolean;
}

/**
 * For another context that has proved a person reads a mailbox (a single-use link it mailed):
 * opens a session for that address exactly as an e-mail sign-in does, creating the account on
 * first use. The caller sets the cookies with `SessionCookies`.
 */
export class VerifiedEmailSignIn {
  constructor(private readonly sessions: SessionStarter) {}

  async signIn(email: string, userAgent?: string): Promise<VerifiedSession> {
    const signedIn = await this.sessions.forEmail(normaliseEmail(email), userAgent);
    return {
      userId: signedIn.user.id,
      email: signedIn.user.email,
      roles: [...signedIn.user.roles],
      sessionToken: signedIn.sessionToken,
      expiresAt: signedIn.session.expiresAt,
      createdAccount: signedIn.createdAccount,
    };
  }
}
