import { afterEach, describe, expect, it } from '@jest/globals';
import { demoAllowed, startDemoApp } from './demo-app.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('demo data', () => {
  it('is made everywhere but in production mode', () => {
    expect(demoAllowed('production')).toBe(false);
    expect(demoAllowed('development')).toBe(true);
    expect(demoAllowed('test')).toBe(true);
    expect(demoAllowed(undefined)).toBe(true);
  });

  it('never boots the api, so never writes a demo member, in production mode', async () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      // Nothing answers here: had it tried to boot the api, the test would fail on the connection.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      REDIS_URL: 'redis://127.0.0.1:9',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SESSION_SECRET: 'x'.repeat(40),
    });
    const lines: string[] = [];
    expect(await startDemoApp((line) => lines.push(line))).toBeNull();
  });
});
