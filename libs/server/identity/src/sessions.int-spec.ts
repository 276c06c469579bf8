import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { IdentityModule } from './identity.module.js';
import { identityContext } from './identity.context.js';
import { signIn } from './testing/sign-in.js';

let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule],
    contexts: [identityContext],
    env: { ADMIN_EMAILS: 'admin@example.com' },
  });
});

afterAll(async () => {
  await harness?.close();
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax; the XSRF cookie is readable', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/auth/magic-link/send', { email: 'cookie@example.com' }).expect(200);
    const mail = await harness.smtp.waitFor('cookie@example.com');
    const code = /code is (\d{6})/.exec(mail.text ?? '')![1]!;
    const response = await browser.post('/api/auth/magic-link/code', { email: 'cookie@example.com', code }).expect(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.startsWith('ember_session='));
    const xsrf = cookies.filter((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Expires=/);
    expect(xsrf).toHaveLength(1);
    expect(xsrf[0]).not.toMatch(/HttpOnly/);
  });

  it('comes with a readable signed-in hint that expires with it and goes at sign-out', async () => {
    const browser = new TestBrowser(harness.http);
    await signIn(browser, harness.smtp, 'hinted@example.com');
    expect(browser.cookie('ember_signed_in')).toBe('1');

    const response = await browser.post('/api/auth/logout').expect(204);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const hint = cookies.find((cookie) => cookie.startsWith('ember_signed_in='));
    expect(hint).toMatch(/^ember_signed_in=;/);
    expect(hint).toMatch(/Max-Age=0/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('sets the hint beside the session cookie, with the same expiry', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/auth/magic-link/send', { email: 'expiry@example.com' }).expect(200);
    const mail = await harness.smtp.waitFor('expiry@example.com');
    const code = /code is (\d{6})/.exec(mail.text ?? '')![1]!;
    const response = await browser.post('/api/auth/magic-link/code', { email: 'expiry@example.com', code }).expect(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const expiry = (name: string) =>
      /Expires=([^;]+)/.exec(cookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? '')?.[1];
    expect(expiry('ember_signed_in')).toBeDefined();
    expect(expiry('ember_signed_in')).toBe(expiry('ember_session'));
    expect(cookies.find((cookie) => cookie.startsWith('ember_signed_in='))).not.toMatch(/HttpOnly/);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const browser = new TestBrowser(harness.http);
    await signIn(browser, harness.smtp, 'leaving@example.com');
    const token = browser.cookie('ember_session');
    expect(token).toBeDefined();
    await browser.post('/api/auth/logout').expect(204);
    await browser.get('/api/auth/me').expect(401);

    const thief = await new TestBrowser(harness.http).open();
    const replay = await thief.agent.get('/api/auth/me').set('Cookie', `ember_session=${token}`).expect(401);
    expect(replay.body).toEqual({
      statusCode: 401,
      code: 'auth.unauthenticated',
      message: 'Please sign in to continue.',
    });
  });
});

describe('XSRF', () => {
  it('refuses an unsafe request without the header', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.agent.post('/api/auth/magic-link/send').send({ email: 'x@example.com' }).expect(403);
    expect(response.body).toMatchObject({ statusCode: 403, code: 'auth.xsrf' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.agent
      .post('/api/auth/magic-link/send')
      .set('X-XSRF-TOKEN', 'made.up')
      .send({ email: 'x@example.com' })
      .expect(403);
  });

  it('refuses a visitor token once the browser has signed in', async () => {
    const browser = await new TestBrowser(harness.http).open();
    const visitorToken = browser.cookie('XSRF-TOKEN')!;
    await signIn(browser, harness.smtp, 'rotate@example.com');
    const signedInToken = browser.cookie('XSRF-TOKEN')!;
    expect(signedInToken).not.toBe(visitorToken);
    await browser.agent
      .post('/api/users/updateUserProperty')
      .set('Cookie', `XSRF-TOKEN=${visitorToken}; ember_session=${browser.cookie('ember_session')}`)
      .set('X-XSRF-TOKEN', visitorToken)
      .send({ changes: [{ field: 'location', value: 'CA:ON:Toronto' }] })
      .expect(403);
    await browser
      .post('/api/users/updateUserProperty', { changes: [{ field: 'location', value: 'CA:ON:Toronto' }] })
      .expect(200);
  });

  it('refuses a token issued to another session', async () => {
    const mallory = new TestBrowser(harness.http);
    await signIn(mallory, harness.smtp, 'mallory@example.com');
    const victim = new TestBrowser(harness.http);
    await signIn(victim, harness.smtp, 'victim@example.com');
    const stolen = mallory.cookie('XSRF-TOKEN')!;
    await victim.agent
      .post('/api/users/updateUserProperty')
      .set('Cookie', `XSRF-TOKEN=${stolen}; ember_session=${victim.cookie('ember_session')}`)
      .set('X-XSRF-TOKEN', stolen)
      .send({ changes: [{ field: 'location', value: 'CA:ON:Toronto' }] })
      .expect(403);
  });
});

describe('roles', () => {
  let signedInAdmin: TestBrowser;

  beforeAll(async () => {
    signedInAdmin = new TestBrowser(harness.http);
    await signIn(signedInAdmin, harness.smtp, 'admin@example.com');
  });

  it('lets only admins grant roles', async () => {
    const member = new TestBrowser(harness.http);
    await signIn(member, harness.smtp, 'member@example.com');
    const refused = await member
      .post('/api/users/grantRole', { email: 'member@example.com', role: 'host' })
      .expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      code: 'auth.role-required',
      message: 'Your account cannot do this.',
    });

    const granted = await signedInAdmin
      .post('/api/users/grantRole', { email: 'Member@Example.com', role: 'host' })
      .expect(200);
    expect(granted.body).toEqual({ email: 'member@example.com', roles: ['member', 'host'] });
    expect((await member.get('/api/auth/me').expect(200)).body.roles).toEqual(['member', 'host']);
  });

  it('answers 404 for an unknown account', async () => {
    const response = await signedInAdmin
      .post('/api/users/grantRole', { email: 'nobody@example.com', role: 'host' })
      .expect(404);
    expect(response.body.code).toBe('identity.user-not-found');
  });

  it('needs a session before a role', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    await visitor.post('/api/users/grantRole', { email: 'member@example.com', role: 'admin' }).expect(401);
  });
});
