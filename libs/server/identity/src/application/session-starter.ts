import type { Clock } from '@ember/kernel';
import { AccountSuspendedError } from '../domain/identity.errors.js';
import type { Role } from '../domain/role.js';
import { Session, type SessionPolicy } from '../domain/session.entity.js';
import type { SessionRepository } from '../domain/session.repository.js';
import { User } from '../domain/user.entity.js';
import type { UserRepository } from '../domain/user.repository.js';
import type { SecretGenerator } from './secret-generator.port.js';
import type { SecretHasher } from './secret-hasher.port.js';

export interface SignedIn {
  user: User;
  /** The raw cookie value; only its hash is stored. */
  sessionToken: string;
  session: Session;
  createdAccount: boolean;
}

export interface SessionSettings {
  policy: SessionPolicy;
  /** Addresses that are made admins when they first sign in. */
  adminEmails: readonly string[];
  /** Where a suspended member writes to appeal. */
  appealTo: string;
}

/** Opens a session for an address that proved ownership, creating the account on first sign-in. */
export class SessionStarter {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: SecretHasher,
    private readonly generator: SecretGenerator,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  async forEmail(email: string, userAgent?: string): Promise<SignedIn> {
    const existing = await this.users.findByEmail(email);
    const user = existing ?? User.register(email, this.clock.now(), this.rolesFor(email));
    if (!existing) await this.users.save(user);
    return { ...(await this.forUser(user, userAgent)), createdAccount: !existing };
  }

  /** Every way of signing in ends here, so a suspended account is refused whichever it took. */
  async forUser(user: User, userAgent?: string): Promise<SignedIn> {
    if (user.isSuspended()) throw new AccountSuspendedError(user.suspensionReason ?? '', this.settings.appealTo);
    const token = this.generator.token();
    const session = Session.start(user.id, this.hasher.hash(token), this.clock.now(), this.settings.policy, userAgent);
    await this.sessions.save(session);
    return { user, sessionToken: token, session, createdAccount: false };
  }

  private rolesFor(email: string): Role[] {
    return this.settings.adminEmails.includes(email) ? ['member', 'admin'] : ['member'];
  }
}
