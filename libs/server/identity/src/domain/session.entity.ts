import { newId } from '@ember/kernel';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** No session outlives this, however active. */
  maxMs: number;
}

/** Writes of `lastSeenAt` are spaced out: sliding does not need a write per request. */
const touchIntervalMs = 10 * 60 * 1000;

/** A signed-in browser. Only the hash of its cookie token is kept. */
export class Session {
  id!: string;
  userId!: string;
  tokenHash!: string;
  createdAt!: Date;
  lastSeenAt!: Date;
  expiresAt!: Date;
  revokedAt: Date | null = null;
  userAgent: string | null = null;

  static start(userId: string, tokenHash: string, now: Date, policy: SessionPolicy, userAgent?: string): Session {
    const session = new Session();
    session.id = newId();
    session.userId = userId;
    session.tokenHash = tokenHash;
    session.createdAt = now;
    session.lastSeenAt = now;
    session.expiresAt = new Date(Math.min(now.getTime() + policy.idleMs, now.getTime() + policy.maxMs));
    session.revokedAt = null;
    session.userAgent = userAgent?.slice(0, 300) ?? null;
    return session;
  }

  isActive(now: Date): boolean {
    return this.revokedAt === null && now < this.expiresAt;
  }

  /** Slides the expiry forward on use; answers whether anything changed worth saving. */
  touch(now: Date, policy: SessionPolicy): boolean {
    if (!this.isActive(now) || now.getTime() - this.lastSeenAt.getTime() < touchIntervalMs) return false;
    this.lastSeenAt = now;
    this.expiresAt = new Date(Math.min(now.getTime() + policy.idleMs, this.createdAt.getTime() + policy.maxMs));
    return true;
  }

  revoke(now: Date): void {
    if (this.revokedAt === null) this.revokedAt = now;
  }
}
