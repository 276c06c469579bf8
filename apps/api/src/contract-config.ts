import { type AppConfig, loadConfig } from '@ember/platform';

/** Enough configuration to build the app for its contract; nothing is connected. */
export function contractConfig(): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'postgres://contract@127.0.0.1:1/contract',
    REDIS_URL: 'redis://127.0.0.1:1',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SESSION_SECRET: 'contract-only-secret-contract-only-secret',
  });
}
