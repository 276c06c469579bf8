import { describe, expect, it } from '@jest/globals';
import { SignInChallenge, challengeLifetimeMs, maxCodeAttempts } from './sign-in-challenge.entity.js';

const issuedAt = new Date('2025-03-01T10:00:00Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);
const aChallenge = () => SignInChallenge.issue('ada@example.com', 'code-hash', 'secret-hash', issuedAt);

describe('SignInChallenge', () => {
  it('accepts the right code once', () => {
    const challenge = aChallenge();
    expect(challenge.checkCode(true, later(1000))).toBe('accepted');
    expect(challenge.checkCode(true, later(2000))).toBe('unusable');
  });

  it('expires ten minutes after issue', () => {
    expect(challengeLifetimeMs).toBe(10 * 60 * 1000);
    expect(aChallenge().checkCode(true, later(challengeLifetimeMs - 1))).toBe('accepted');
    expect(aChallenge().checkCode(true, later(challengeLifetimeMs))).toBe('unusable');
  });

  it('counts wrong guesses and dies after the fifth, even for a right sixth', () => {
    const challenge = aChallenge();
    for (let attempt = 1; attempt <= maxCodeAttempts; attempt += 1) {
      expect(challenge.checkCode(false, later(attempt))).toBe('rejected');
      expect(challenge.attempts).toBe(attempt);
    }
    expect(challenge.checkCode(true, later(10))).toBe('unusable');
    expect(challenge.attempts).toBe(maxCodeAttempts);
  });

  it('still accepts the right code after four wrong ones', () => {
    const challenge = aChallenge();
    for (let attempt = 1; attempt < maxCodeAttempts; attempt += 1) challenge.checkCode(false, later(attempt));
    expect(challenge.checkCode(true, later(10))).toBe('accepted');
  });

  it('spends the code and the link together', () => {
    const challenge = aChallenge();
    expect(challenge.checkSecret(true, later(1))).toBe('accepted');
    expect(challenge.checkCode(true, later(2))).toBe('unusable');
  });

  it('does not count wrong link secrets against the code', () => {
    const challenge = aChallenge();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(challenge.checkSecret(false, later(attempt))).toBe('rejected');
    expect(challenge.attempts).toBe(0);
    expect(challenge.checkCode(true, later(20))).toBe('accepted');
  });

  it('cannot be used once superseded by a newer challenge', () => {
    const challenge = aChallenge();
    challenge.supersede(later(5));
    expect(challenge.checkCode(true, later(6))).toBe('unusable');
    expect(challenge.checkSecret(true, later(6))).toBe('unusable');
  });
});
