import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { IdentityModule } from './identity.module.js';
import { identityContext } from './identity.context.js';
import { codeFrom } from './testing/sign-in.js';

let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({ imports: [IdentityModule], contexts: [identityContext] });
});

afterAll(async () => {
  await harness?.close();
});

async function sendCode(browser: TestBrowser, email: string): Promise<string> {
  await browser.post('/api/auth/magic-link/send', { email }).expect(200);
  return codeFrom(await harness.smtp.waitFor(email));
}

async function sql(query: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: harness.database.url });
  await client.connect();
  try {
    return await client.query(query, values);
  } finally {
    await client.end();
  }
}

describe('sign-in by e-mail code', () => {
  it('creates the account on first sign-in and opens a session', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.get('/api/auth/me').expect(401);

    await browser.post('/api/auth/magic-link/send', { email: 'Ada@Example.com ' }).expect(200);
    const code = codeFrom(await harness.smtp.waitFor('ada@example.com'));
    const verified = await browser.post('/api/auth/magic-link/code', { email: 'ada@example.com', code }).expect(200);
    expect(verified.body).toEqual({ email: 'ada@example.com' });

    const session = await browser.get('/api/auth/me').expect(200);
    expect(session.body).toMatchObject({ email: 'ada@example.com', roles: ['member'] });
    const user = await browser.get('/api/users/currentUser').expect(200);
    expect(user.body).toMatchObject({
      id: 'ada@example.com',
      location: null,
      hasProfile: false,
      identity: [],
      roadmaps: {},
    });
  });

  it('sends one e-mail with the code in text and HTML and a magic link', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/auth/magic-link/send', { email: 'mail@example.com' }).expect(200);
    const mail = await harness.smtp.waitFor('mail@example.com');
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`${code} is your Ember sign-in code`);
    expect(mail.html).toContain(code);
    const link = /(http:\/\/localhost:4200\/login\/magic-link\?[^\s"]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('email')).toBe('mail@example.com');
    expect(url.searchParams.get('secret')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(harness.smtp.received).toHaveLength(0);
  });

  it('stores codes and secrets only as hashes', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const code = await sendCode(browser, 'hash@example.com');
    const rows = await sql('select code_hash, secret_hash from identity.sign_in_challenges where email = $1', [
      'hash@example.com',
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0].code_hash).not.toContain(code);
  });

  it('refuses a used code', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const code = await sendCode(browser, 'once@example.com');
    await browser.post('/api/auth/magic-link/code', { email: 'once@example.com', code }).expect(200);
    const again = await new TestBrowser(harness.http).open();
    const reused = await again.post('/api/auth/magic-link/code', { email: 'once@example.com', code }).expect(400);
    expect(reused.body).toEqual({
      statusCode: 400,
      code: 'identity.invalid-code',
      message: 'Invalid or expired code. Please try again.',
    });
  });

  it('refuses an expired code', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const code = await sendCode(browser, 'late@example.com');
    await sql(`update identity.sign_in_challenges set expires_at = now() - interval '1 second' where email = $1`, [
      'late@example.com',
    ]);
    const late = await browser.post('/api/auth/magic-link/code', { email: 'late@example.com', code }).expect(400);
    expect(late.body.code).toBe('identity.invalid-code');
  });

  it('kills a code after five wrong attempts, even when the sixth is right', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const code = await sendCode(browser, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await browser.post('/api/auth/magic-link/code', { email: 'guess@example.com', code: wrong }).expect(400);
    }
    const sixth = await browser.post('/api/auth/magic-link/code', { email: 'guess@example.com', code }).expect(400);
    expect(sixth.body.message).toBe('Invalid or expired code. Please try again.');
    await browser.get('/api/auth/me').expect(401);
  });

  it('accepts the right code after fewer than five wrong ones', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const code = await sendCode(browser, 'typo@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await browser.post('/api/auth/magic-link/code', { email: 'typo@example.com', code: wrong }).expect(400);
    }
    await browser.post('/api/auth/magic-link/code', { email: 'typo@example.com', code }).expect(200);
  });

  it('accepts only the newest code once a new one is sent', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const first = await sendCode(browser, 'twice@example.com');
    await sql(`delete from ${''}identity.sign_in_challenges where false`);
    // The one-a-minute limit is per address; reset it so the second send goes through.
    const redis = (await import('ioredis')).Redis;
    const client = new redis(harness.config.REDIS_URL);
    const keys = await client.keys(`${harness.config.REDIS_PREFIX}:limit:identity.send.email.minute*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
    const second = await sendCode(browser, 'twice@example.com');
    if (first !== second) {
      await browser.post('/api/auth/magic-link/code', { email: 'twice@example.com', code: first }).expect(400);
    }
    await browser.post('/api/auth/magic-link/code', { email: 'twice@example.com', code: second }).expect(200);
  });
});

describe('sign-in by magic link', () => {
  it('signs in with the secret from the e-mail, once', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/auth/magic-link/send', { email: 'link@example.com' }).expect(200);
    const mail = await harness.smtp.waitFor('link@example.com');
    const link = new URL(/(http:\/\/\S+\/login\/magic-link\?\S+)/.exec(mail.text ?? '')![1]!);
    const secret = link.searchParams.get('secret')!;

    const response = await browser
      .post('/api/auth/magic-link/secret', { email: 'link@example.com', secret })
      .expect(200);
    expect(response.body).toEqual({ email: 'link@example.com' });
    await browser.get('/api/auth/me').expect(200);

    const replay = await new TestBrowser(harness.http).open();
    const second = await replay.post('/api/auth/magic-link/secret', { email: 'link@example.com', secret }).expect(400);
    expect(second.body).toMatchObject({
      code: 'identity.invalid-link',
      message: 'Invalid or expired link. Please request a new verification code.',
    });
  });

  it('brings a brand-site visitor back to the brand site', async () => {
    const browser = await new TestBrowser(harness.http, 'http://coffee.localhost:4200').open();
    await browser.post('/api/auth/magic-link/send', { email: 'brand@example.com' }).expect(200);
    const mail = await harness.smtp.waitFor('brand@example.com');
    expect(mail.text).toContain('http://coffee.localhost:4200/login/magic-link?');
  });

  it('ignores an untrusted origin for the link', async () => {
    const browser = await new TestBrowser(harness.http, 'http://evil.example').open();
    await browser.post('/api/auth/magic-link/send', { email: 'phish@example.com' }).expect(200);
    const mail = await harness.smtp.waitFor('phish@example.com');
    expect(mail.text).toContain('http://localhost:4200/login/magic-link?');
  });
});

describe('send limits', () => {
  it('answers 429 with Retry-After for a second code within a minute', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/auth/magic-link/send', { email: 'limit@example.com' }).expect(200);
    const limited = await browser.post('/api/auth/magic-link/send', { email: 'limit@example.com' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'identity.send-limit' });
    expect(limited.body.message).toMatch(/Please wait \d+ seconds? before asking for a new code\./);
    await harness.smtp.waitFor('limit@example.com');
    expect(harness.smtp.received.filter((mail) => mail.envelopeTo.includes('limit@example.com'))).toHaveLength(0);
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['an empty e-mail', { email: '' }],
    ['no at sign', { email: 'ada.example.com' }],
    ['no dot after the at sign', { email: 'ada@example' }],
    ['a number', { email: 42 }],
  ])('refuses %s with 400 and the error body', async (_, body) => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.post('/api/auth/magic-link/send', body as object).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
  });

  it('explains an invalid address in the words of the spec', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.post('/api/auth/magic-link/send', { email: 'ada@example' }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'identity.invalid-email',
      message: 'Please enter a valid email address.',
    });
  });

  it('refuses a code that is not six digits', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.post('/api/auth/magic-link/code', { email: 'a@b.co', code: '12ab56' }).expect(400);
    expect(response.body).toMatchObject({
      code: 'validation.failed',
      details: { fields: [{ field: 'code', problems: ['The code is 6 digits.'] }] },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser
      .post('/api/auth/magic-link/send')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'http.malformed-body' });
  });
});
