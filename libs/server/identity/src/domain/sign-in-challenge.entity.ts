import { newId } from '@ember/kernel';

export const challengeLifetimeMs = 10 * 60 * 1000;
export const maxCodeAttempts = 5;

export type ChallengeCheck = 'accepted' | 'rejected' | 'unusable';

/**
 * One e-mail sign-in request: a 6-digit code and a magic-link secret, both stored only as hashes.
 * Either may be used once, within ten minutes, and the code survives at most five wrong guesses:
 * after the fifth it is dead even if the next guess is right.
 */
export class SignInChallenge {
  id!: string;
  email!: string;
  codeHash!: string;
  secretHash!: string;
  attempts!: number;
  createdAt!: Date;
  expiresAt!: Date;
  consumedAt: Date | null = null;

  static issue(email: string, codeHash: string, secretHash: string, now: Date): SignInChallenge {
    const challenge = new SignInChallenge();
    challenge.id = newId();
    challenge.email = email;
    challenge.codeHash = codeHash;
    challenge.secretHash = secretHash;
    challenge.attempts = 0;
    challenge.createdAt = now;
    challenge.expiresAt = new Date(now.getTime() + challengeLifetimeMs);
    challenge.consumedAt = null;
    return challenge;
  }

  isUsable(now: Date): boolean {
    return this.consumedAt === null && now < this.expiresAt && this.attempts < maxCodeAttempts;
  }

  /**
   * Checks a code guess. The attempt is counted before the comparison matters, so a right
   * code after five wrong ones is still refused.
   */
  checkCode(codeMatches: boolean, now: Date): ChallengeCheck {
    if (!this.isUsable(now)) return 'unusable';
    if (!codeMatches) {
      this.attempts += 1;
      return 'rejected';
    }
    this.consumedAt = now;
    return 'accepted';
  }

  /** A magic link carries 256 random bits: guessing is hopeless, so wrong secrets are not counted. */
  checkSecret(secretMatches: boolean, now: Date): ChallengeCheck {
    if (this.consumedAt !== null || now >= this.expiresAt) return 'unusable';
    if (!secretMatches) return 'rejected';
    this.consumedAt = now;
    return 'accepted';
  }

  /** A newer code replaces this one. */
  supersede(now: Date): void {
    if (this.consumedAt === null) this.consumedAt = now;
  }
}
