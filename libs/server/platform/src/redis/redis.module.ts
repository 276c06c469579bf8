import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { token } from '@ember/kernel';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The shared Redis client for short commands (rate limits, caches). Queues open their own. */
export const REDIS = token<Redis>('REDIS');

export function createRedis(config: Pick<AppConfig, 'REDIS_URL'>, name: string): Redis {
  return new Redis(config.REDIS_URL, { connectionName: name, maxRetriesPerRequest: 3, lazyConnect: true });
}

@Global()
@Module({
  providers: [
    { provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRedis(config, 'ember') },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
