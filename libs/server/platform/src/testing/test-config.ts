import { type AppConfig, loadConfig } from '../config/app-config.js';

/** A valid configuration for tests; each suite overrides what it provides (database, SMTP). */
export function testConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ember_test_unused',
    REDIS_URL: 'redis://127.0.0.1:6379',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_ORIGIN: 'http://localhost:4200',
    ...overrides,
  });
}
