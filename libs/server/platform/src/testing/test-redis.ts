import { Redis } from 'ioredis';

export function testRedisUrl(): string {
  return process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
}

/** A key prefix of its own per test file, so files never see each other's queues or counters. */
export function testRedisPrefix(): string {
  return `ember_test_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl());
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
