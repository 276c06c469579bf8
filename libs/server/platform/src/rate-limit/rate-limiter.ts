import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

export interface LimitRule {
  /** Distinguishes this rule's counters from every other rule's. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in Redis, shared by every api replica. Each rule is consumed for a key
 * (an e-mail, an IP); a refused call does not consume.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Consumes one point of every rule for the key, or none when any rule is exhausted. */
  async consume(rules: readonly LimitRule[], key: string): Promise<LimitOutcome> {
    const blocked = await this.check(rules, key);
    if (!blocked.allowed) return blocked;
    for (const rule of rules) {
      const outcome = await this.limiter(rule)
        .consume(key)
        .then(() => null)
        .catch((rejection: unknown) => rejection);
      if (outcome instanceof RateLimiterRes) return refused(outcome);
      if (outcome) throw outcome;
    }
    return { allowed: true };
  }

  /** Tells whether a call would be refused, without consuming. */
  async check(rules: readonly LimitRule[], key: string): Promise<LimitOutcome> {
    for (const rule of rules) {
      const state = await this.limiter(rule).get(key);
      if (state && state.consumedPoints >= rule.points) return refused(state);
    }
    return { allowed: true };
  }

  async reset(rules: readonly LimitRule[], key: string): Promise<void> {
    await Promise.all(rules.map((rule) => this.limiter(rule).delete(key)));
  }

  private limiter(rule: LimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.REDIS_PREFIX}:limit:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

function refused(state: RateLimiterRes): LimitOutcome {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
}
