import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { InvalidCodeError, SendLimitReachedError } from '../domain/identity.errors.js';
import type { Session } from '../domain/session.entity.js';
import { SessionRepository } from '../domain/session.repository.js';
import type { SignInChallenge } from '../domain/sign-in-challenge.entity.js';
import { SignInChallengeRepository } from '../domain/sign-in-challenge.repository.js';
import type { User } from '../domain/user.entity.js';
import { UserRepository } from '../domain/user.repository.js';
import { AttemptThrottle, type ThrottleOutcome } from './attempt-throttle.port.js';
import { SecretGenerator } from './secret-generator.port.js';
import { SecretHasher } from './secret-hasher.port.js';
import { SendSignInCodeUseCase } from './send-sign-in-code.use-case.js';
import { SessionStarter } from './session-starter.js';
import { type SignInMail, SignInMailer } from './sign-in-mailer.port.js';
import { VerifySignInUseCase } from './verify-sign-in.use-case.js';

class MemoryChallenges extends SignInChallengeRepository {
  readonly all: SignInChallenge[] = [];
  async replaceOpen(challenge: SignInChallenge) {
    this.all
      .filter((older) => older.email === challenge.email)
      .forEach((older) => older.supersede(challenge.createdAt));
    this.all.push(challenge);
  }
  async checkLatest<T>(email: string, check: (latest: SignInChallenge | null) => T) {
    return check(this.all.filter((challenge) => challenge.email === email).at(-1) ?? null);
  }
}

class MemoryUsers extends UserRepository {
  readonly all = new Map<string, User>();
  async findById(id: string) {
    return this.all.get(id) ?? null;
  }
  async findByEmail(email: string) {
    return [...this.all.values()].find((user) => user.email === email) ?? null;
  }
  async save(user: User) {
    this.all.set(user.id, user);
  }
  async listByIds(ids: readonly string[]) {
    return ids.flatMap((id) => this.all.get(id) ?? []);
  }
  async searchByEmail(text: string) {
    return [...this.all.values()].filter((user) => user.email.includes(text));
  }
}

class MemorySessions extends SessionRepository {
  readonly all: Session[] = [];
  async findByTokenHash(hash: string) {
    return this.all.find((session) => session.tokenHash === hash) ?? null;
  }
  async save(session: Session) {
    if (!this.all.includes(session)) this.all.push(session);
  }
  async revokeAllOf(userId: string, now: Date) {
    for (const session of this.all.filter((held) => held.userId === userId)) session.revoke(now);
  }
}

class Sha256Hasher extends SecretHasher {
  hash(value: string) {
    return createHash('sha256').update(value).digest('hex');
  }
  verify(value: string, hash: string) {
    return this.hash(value) === hash;
  }
}

class SequenceGenerator extends SecretGenerator {
  private count = 0;
  code() {
    this.count += 1;
    return String(100000 + this.count);
  }
  token() {
    this.count += 1;
    return `token-${this.count}`.padEnd(43, 'x');
  }
}

class CountingThrottle extends AttemptThrottle {
  sends = 0;
  limit = Infinity;
  async consumeSend(): Promise<ThrottleOutcome> {
    this.sends += 1;
    return this.sends > this.limit ? { allowed: false, retryAfterSeconds: 42 } : { allowed: true };
  }
  async consumeVerify(): Promise<ThrottleOutcome> {
    return { allowed: true };
  }
}

class Outbox extends SignInMailer {
  readonly sent: SignInMail[] = [];
  async send(mail: SignInMail) {
    this.sent.push(mail);
  }
}

describe('sign-in use cases', () => {
  let challenges: MemoryChallenges;
  let users: MemoryUsers;
  let sessions: MemorySessions;
  let throttle: CountingThrottle;
  let outbox: Outbox;
  let send: SendSignInCodeUseCase;
  let verify: VerifySignInUseCase;

  beforeEach(() => {
    const clock = new FixedClock(new Date('2025-03-01T10:00:00Z'));
    const hasher = new Sha256Hasher();
    const generator = new SequenceGenerator();
    challenges = new MemoryChallenges();
    users = new MemoryUsers();
    sessions = new MemorySessions();
    throttle = new CountingThrottle();
    outbox = new Outbox();
    const starter = new SessionStarter(users, sessions, hasher, generator, clock, {
      policy: { idleMs: 1e9, maxMs: 1e10 },
      adminEmails: ['boss@example.com'],
      appealTo: 'support@example.com',
    });
    send = new SendSignInCodeUseCase(challenges, throttle, generator, hasher, outbox, clock);
    verify = new VerifySignInUseCase(challenges, throttle, hasher, starter, clock);
  });

  it('mails the code and a link on the given site, and stores neither in clear', async () => {
    await send.execute({ email: 'Ada@Example.com', ip: '1.2.3.4', linkOrigin: 'http://coffee.localhost:4200' });
    const [mail] = outbox.sent;
    expect(mail?.email).toBe('ada@example.com');
    expect(mail?.magicLink).toMatch(
      /^http:\/\/coffee\.localhost:4200\/login\/magic-link\?email=ada%40example\.com&secret=/,
    );
    expect(challenges.all[0]?.codeHash).not.toContain(mail?.code);
  });

  it('refuses to send past the throttle and keeps no challenge', async () => {
    throttle.limit = 0;
    await expect(
      send.execute({ email: 'ada@example.com', ip: 'ip', linkOrigin: 'http://localhost:4200' }),
    ).rejects.toEqual(new SendLimitReachedError(42));
    expect(challenges.all).toHaveLength(0);
    expect(outbox.sent).toHaveLength(0);
  });

  it('creates the account on first sign-in and reuses it later', async () => {
    await send.execute({ email: 'ada@example.com', ip: 'ip', linkOrigin: 'http://localhost:4200' });
    const first = await verify.execute({
      email: 'ada@example.com',
      proof: { kind: 'code', code: outbox.sent[0]!.code },
      ip: 'ip',
    });
    expect(first.createdAccount).toBe(true);
    expect(first.user.roles).toEqual(['member']);

    await send.execute({ email: 'ada@example.com', ip: 'ip', linkOrigin: 'http://localhost:4200' });
    const second = await verify.execute({
      email: 'ada@example.com',
      proof: { kind: 'code', code: outbox.sent[1]!.code },
      ip: 'ip',
    });
    expect(second.createdAccount).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect(sessions.all).toHaveLength(2);
    expect(sessions.all[0]?.tokenHash).not.toBe(first.sessionToken);
  });

  it('makes configured addresses admins on first sign-in', async () => {
    await send.execute({ email: 'boss@example.com', ip: 'ip', linkOrigin: 'http://localhost:4200' });
    const signedIn = await verify.execute({
      email: 'boss@example.com',
      proof: { kind: 'code', code: outbox.sent[0]!.code },
      ip: 'ip',
    });
    expect(signedIn.user.roles).toEqual(['member', 'admin']);
  });

  it('refuses a code for another address', async () => {
    await send.execute({ email: 'ada@example.com', ip: 'ip', linkOrigin: 'http://localhost:4200' });
    await send.execute({ email: 'bob@example.com', ip: 'ip', linkOrigin: 'http://localhost:4200' });
    await expect(
      verify.execute({ email: 'bob@example.com', proof: { kind: 'code', code: outbox.sent[0]!.code }, ip: 'ip' }),
    ).rejects.toBeInstanceOf(InvalidCodeError);
  });
});
