import { newId } from '@ember/kernel';

/** How long a mailed claim link works: long enough to find the e-mail after the weekend. */
export const claimLinkLifetimeMs = 72 * 3600 * 1000;

/**
 * The single-use link mailed to someone who made a format without an account. Only the hash of
 * its secret is stored; opening it in time signs the person in and attaches their formats.
 */
export class ClaimLink {
  id!: string;
  formatId!: string;
  email!: string;
  secretHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt: Date | null = null;

  static issue(formatId: string, email: string, secretHash: string, now: Date): ClaimLink {
    const link = new ClaimLink();
    link.id = newId();
    link.formatId = formatId;
    link.email = email;
    link.secretHash = secretHash;
    link.createdAt = now;
    link.expiresAt = new Date(now.getTime() + claimLinkLifetimeMs);
    link.usedAt = null;
    return link;
  }

  isUsable(now: Date): boolean {
    return this.usedAt === null && now < this.expiresAt;
  }
}
