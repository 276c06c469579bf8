import type { Clock } from '@ember/kernel';
import { UserNotFoundError } from '../domain/identity.errors.js';
import type { Role } from '../domain/role.js';
import type { SessionRepository } from '../domain/session.repository.js';
import type { User } from '../domain/user.entity.js';
import type { UserRepository } from '../domain/user.repository.js';

/** An account as the operator's console sees it. */
export interface AccountSummary {
  id: string;
  email: string;
  roles: Role[];
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
}

/**
 * What the operator may do to accounts, for the moderation context: find them, grant and revoke
 * roles, suspend (every session ends at once; signing in is refused) and restore.
 */
export class AccountAdministration {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async accounts(userIds: readonly string[]): Promise<AccountSummary[]> {
    return (await this.users.listByIds(userIds)).map(summaryOf);
  }

  async searchByEmail(text: string, limit: number): Promise<AccountSummary[]> {
    return (await this.users.searchByEmail(text.trim().toLowerCase(), limit)).map(summaryOf);
  }

  async grantRole(userId: string, role: Role): Promise<AccountSummary> {
    const user = await this.require(userId);
    user.grant(role, this.clock.now());
    await this.users.save(user);
    return summaryOf(user);
  }

  async revokeRole(userId: string, role: Role): Promise<AccountSummary> {
    const user = await this.require(userId);
    user.revoke(role, this.clock.now());
    await this.users.save(user);
    return summaryOf(user);
  }

  async suspend(userId: string, reason: string): Promise<AccountSummary> {
    const user = await this.require(userId);
    const now = this.clock.now();
    user.suspend(reason, now);
    await this.users.save(user);
    await this.sessions.revokeAllOf(user.id, now);
    return summaryOf(user);
  }

  async restore(userId: string): Promise<AccountSummary> {
    const user = await this.require(userId);
    user.restore(this.clock.now());
    await this.users.save(user);
    return summaryOf(user);
  }

  private async require(userId: string): Promise<User> {
    const [user] = await this.users.listByIds([userId]);
    if (!user) throw new UserNotFoundError();
    return user;
  }
}

function summaryOf(user: User): AccountSummary {
  return {
    id: user.id,
    email: user.email,
    roles: [...user.roles],
    suspendedAt: user.suspendedAt,
    suspensionReason: user.suspensionReason,
    createdAt: user.createdAt,
  };
}
