import type { Clock } from '@ember/kernel';
import { AccountSuspendedError } from '../domain/identity.errors.js';
import type { Session } from '../domain/session.entity.js';
import type { SessionRepository } from '../domain/session.repository.js';
import type { User } from '../domain/user.entity.js';
import type { UserRepository } from '../domain/user.repository.js';
import type { SecretHasher } from './secret-hasher.port.js';
import type { SessionSettings } from './session-starter.js';

export interface ActiveSession {
  user: User;
  session: Session;
  /** The expiry moved: the cookie should be sent again with the new lifetime. */
  extended: boolean;
}

/** Resolves a session cookie to its user, sliding the session's expiry on use. */
export class SessionAuthenticator {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  async authenticate(token: string | undefined): Promise<ActiveSession | null> {
    if (!token) return null;
    const session = await this.sessions.findByTokenHash(this.hasher.hash(token));
    if (!session) return null;
    const now = this.clock.now();
    const user = await this.users.findById(session.userId);
    if (!user) return null;
    // Suspension revoked the session; its next request learns why rather than "sign in again".
    if (user.isSuspended() && session.expiresAt > now) {
      throw new AccountSuspendedError(user.suspensionReason ?? '', this.settings.appealTo);
    }
    if (!session.isActive(now)) return null;
    const extended = session.touch(now, this.settings.policy);
    if (extended) await this.sessions.save(session);
    return { user, session, extended };
  }

  /** Sign out: the session ends server-side, whatever happens to the cookie. */
  async revoke(token: string | undefined): Promise<void> {
    if (!token) return;
    const session = await this.sessions.findByTokenHash(this.hasher.hash(token));
    if (!session) return;
    session.revoke(this.clock.now());
    await this.sessions.save(session);
  }
}
