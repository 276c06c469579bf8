import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { IdentityModule } from './identity.module.js';
import { identityContext } from './identity.context.js';
import { signIn } from './testing/sign-in.js';

let provider: ChildProcess;
let harness: TestApp;

beforeAll(async () => {
  provider = spawn(process.execPath, [fileURLToPath(new URL('../test/oidc-test-provider.mjs', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(provider.stdout!, 'data')) as [Buffer];
  const { issuer } = JSON.parse(line.toString()) as { issuer: string };
  harness = await startTestApp({
    imports: [IdentityModule],
    contexts: [identityContext],
    env: {
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: 'ember-web',
      OIDC_GOOGLE_CLIENT_SECRET: 'provider-secret',
      OIDC_ALLOW_INSECURE: 'true',
    },
  });
});

afterAll(async () => {
  await harness?.close();
  provider?.kill('SIGTERM');
});

/** The browser's trip: our redirect, the provider's redirect back, then the web page's POST. */
async function providerSignIn(browser: TestBrowser, loginHint: string, tamper?: (query: URLSearchParams) => void) {
  const start = await browser.get(`/api/auth/google-login?loginHint=${encodeURIComponent(loginHint)}`).expect(302);
  const authorize = new URL(start.headers['location'] as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:4200/login/callback/google');

  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  tamper?.(callback.searchParams);
  return browser.post('/api/auth/callback/google', {
    code: callback.searchParams.get('code'),
    state: callback.searchParams.get('state'),
  });
}

describe('sign-in with an OpenID Connect provider', () => {
  it('creates the account, links the identity and opens a session', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await providerSignIn(browser, 'grace@example.com');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'grace@example.com' });
    const user = await browser.get('/api/users/currentUser').expect(200);
    expect(user.body.identity).toEqual([{ provider: 'google', userId: 'sub-grace@example.com' }]);
  });

  it('signs the same provider account into the same user next time', async () => {
    const first = await new TestBrowser(harness.http).open();
    await providerSignIn(first, 'again@example.com');
    const second = await new TestBrowser(harness.http).open();
    await providerSignIn(second, 'again@example.com');
    const user = await second.get('/api/users/currentUser').expect(200);
    expect(user.body.identity).toHaveLength(1);
  });

  it('links the provider to an account that signed in by e-mail', async () => {
    const browser = new TestBrowser(harness.http);
    await signIn(browser, harness.smtp, 'linda@example.com');
    const response = await providerSignIn(browser, 'linda@example.com');
    expect(response.status).toBe(200);
    const user = await browser.get('/api/users/currentUser').expect(200);
    expect(user.body).toMatchObject({
      id: 'linda@example.com',
      identity: [{ provider: 'google', userId: 'sub-linda@example.com' }],
    });
  });

  it('refuses a provider account without a verified address', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await providerSignIn(browser, 'unverified+eve@example.com');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'identity.oauth-failed',
      message: 'Authentication failed. Please try again.',
    });
    await browser.get('/api/auth/me').expect(401);
  });

  it('refuses a callback whose state does not match the sign-in it started', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await providerSignIn(browser, 'state@example.com', (query) => query.set('state', 'forged'));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('identity.oauth-failed');
  });

  it('refuses a code when the browser did not start the sign-in (no PKCE verifier)', async () => {
    const starter = await new TestBrowser(harness.http).open();
    const start = await starter.get('/api/auth/google-login?loginHint=victim%40example.com').expect(302);
    const back = await fetch(new URL(start.headers['location'] as string), { redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code');
    const other = await new TestBrowser(harness.http).open();
    const response = await other.post('/api/auth/callback/google', { code }).expect(400);
    expect(response.body.code).toBe('identity.oauth-failed');
  });

  it('answers a clear 404 for a provider without credentials', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.get('/api/auth/microsoft-login').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      code: 'identity.provider-unavailable',
      message: 'Sign-in with Microsoft is not available on this server.',
      details: { provider: 'Microsoft' },
    });
    const providers = await browser.get('/api/auth/providers').expect(200);
    expect(providers.body).toEqual({
      providers: [
        { id: 'google', enabled: true },
        { id: 'microsoft', enabled: false },
      ],
    });
  });
});
