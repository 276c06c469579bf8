import { Injectable } from '@nestjs/common';
import { type LimitRule, RateLimiter } from '@ember/platform';
import { AttemptThrottle, type ThrottleOutcome } from '../application/attempt-throttle.port.js';

/** The send limits of the sign-in flow: one code a minute and five an hour per address. */
export const sendRules = {
  perEmail: [
    { name: 'identity.send.email.minute', points: 1, durationSeconds: 60 },
    { name: 'identity.send.email.hour', points: 5, durationSeconds: 3600 },
  ],
  perIp: [{ name: 'identity.send.ip', points: 30, durationSeconds: 3600 }],
} satisfies Record<string, LimitRule[]>;

/** Guessing is already capped per code; these stop one origin trying many addresses. */
export const verifyRules = {
  perEmail: [{ name: 'identity.verify.email', points: 30, durationSeconds: 3600 }],
  perIp: [{ name: 'identity.verify.ip', points: 60, durationSeconds: 600 }],
} satisfies Record<string, LimitRule[]>;

@Injectable()
export class RedisAttemptThrottle extends AttemptThrottle {
  constructor(private readonly limiter: RateLimiter) {
    super();
  }

  consumeSend(email: string, ip: string): Promise<ThrottleOutcome> {
    return this.consumeBoth(sendRules, email, ip);
  }

  consumeVerify(email: string, ip: string): Promise<ThrottleOutcome> {
    return this.consumeBoth(verifyRules, email, ip);
  }

  private async consumeBoth(
    rules: { perEmail: LimitRule[]; perIp: LimitRule[] },
    email: string,
    ip: string,
  ): Promise<ThrottleOutcome> {
    const byIp = await this.limiter.check(rules.perIp, ip);
    if (!byIp.allowed) return byIp;
    const byEmail = await this.limiter.consume(rules.perEmail, email);
    if (!byEmail.allowed) return byEmail;
    return this.limiter.consume(rules.perIp, ip);
  }
}
