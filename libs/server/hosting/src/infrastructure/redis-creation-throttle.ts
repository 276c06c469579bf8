import { Injectable } from '@nestjs/common';
import { type LimitRule, RateLimiter } from '@ember/platform';
import { CreationThrottle, type ThrottleOutcome } from '../application/creation-throttle.port.js';

/** Each format made without an account mails its address: five an hour per address, twenty per network. */
export const creationRules = {
  perEmail: [{ name: 'hosting.create.email', points: 5, durationSeconds: 3600 }],
  perIp: [{ name: 'hosting.create.ip', points: 20, durationSeconds: 3600 }],
} satisfies Record<string, LimitRule[]>;

@Injectable()
export class RedisCreationThrottle extends CreationThrottle {
  constructor(private readonly limiter: RateLimiter) {
    super();
  }

  async consume(email: string, ip: string): Promise<ThrottleOutcome> {
    const byIp = await this.limiter.check(creationRules.perIp, ip);
    if (!byIp.allowed) return byIp;
    const byEmail = await this.limiter.consume(creationRules.perEmail, email);
    if (!byEmail.allowed) return byEmail;
    return this.limiter.consume(creationRules.perIp, ip);
  }
}
