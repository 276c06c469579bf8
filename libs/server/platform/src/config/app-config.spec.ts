import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

const valid = {
  DATABASE_URL: 'postgres://root@127.0.0.1:5432/ember',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig(valid);
    expect(config.API_PORT).toBe(3000);
    expect(config.cookieSecure).toBe(false);
    expect(config.corsOrigins).toEqual(['http://localhost:4200']);
  });

  it('names a missing variable', () => {
    const { DATABASE_URL: _omitted, ...rest } = valid;
    expect(() => loadConfig(rest)).toThrow(/DATABASE_URL is required but not set/);
  });

  it('names a malformed variable and treats empty strings as unset', () => {
    let error: unknown;
    try {
      loadConfig({ ...valid, API_PORT: 'eighty', REDIS_URL: '' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^API_PORT: /),
      'REDIS_URL is required but not set',
    ]);
  });

  it('runs payments in test mode by default, and wants Stripe’s three keys, of one mode, for Stripe', () => {
    expect(loadConfig(valid)).toMatchObject({
      PAYMENTS_PROVIDER: 'offline',
      PAYMENTS_CURRENCY: 'CAD',
      PAYMENTS_DEPOSIT_REQUIRED: false,
    });
    expect(() => loadConfig({ ...valid, PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    const stripe = {
      ...valid,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(() => loadConfig(stripe)).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is a live key but STRIPE_SECRET_KEY is a test key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(
      loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', PAYMENTS_CURRENCY: 'usd' }).PAYMENTS_CURRENCY,
    ).toBe('USD');
  });

  it('takes the Connect endpoint’s signing secrets as a list, each a whsec_ secret', () => {
    const stripe = {
      ...valid,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_account',
    };
    expect(loadConfig(stripe).STRIPE_CONNECT_WEBHOOK_SECRET).toBeUndefined();
    expect(loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_new, whsec_old' })).toMatchObject({
      STRIPE_CONNECT_WEBHOOK_SECRET: ['whsec_new', 'whsec_old'],
    });
    expect(() => loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_new,sk_test_oops' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET: must be webhook signing secrets \(whsec_…\), comma separated/,
    );
  });

  it('secures cookies in production unless told otherwise', () => {
    expect(loadConfig({ ...valid, NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ ...valid, NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('needs a bucket when media go to S3', () => {
    expect(() => loadConfig({ ...valid, MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when MEDIA_STORAGE=s3/);
    expect(loadConfig({ ...valid, MEDIA_STORAGE: 's3', S3_BUCKET: 'ember-media' }).S3_BUCKET).toBe('ember-media');
  });
});
