import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type LimitRule, RateLimiter } from '@ember/platform';
import { type ThrottleOutcome, UploadThrottle } from '../application/upload-throttle.port.js';

@Injectable()
export class RedisUploadThrottle extends UploadThrottle {
  private readonly rules: LimitRule[];

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.rules = [{ name: 'media.upload', points: config.MEDIA_UPLOADS_PER_HOUR, durationSeconds: 3600 }];
  }

  check(ownerId: string): Promise<ThrottleOutcome> {
    return this.limiter.check(this.rules, ownerId);
  }

  consume(ownerId: string): Promise<ThrottleOutcome> {
    return this.limiter.consume(this.rules, ownerId);
  }
}
