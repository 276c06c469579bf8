import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/app-config.js';

/** BullMQ opens its own connections (workers block on them), so it gets options, not a client. */
export function bullConnection(config: Pick<AppConfig, 'REDIS_URL'>): ConnectionOptions {
  const url = new URL(config.REDIS_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
