import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { codeFrom } from '@ember/identity/testing';
import { type TestApp, startTestApp } from '@ember/platform/testing';
import { AppModule } from '../src/app.module.js';
import { contexts } from '@ember/contexts';

// The api as production runs it (NODE_ENV=production): the edge refuses what no route takes with a
// 400 and the standard body, every answer carries a Content-Security-Policy, and cookies are Secure.
let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({
    app: (config) => AppModule.forRoot(config),
    contexts,
    env: { NODE_ENV: 'production' },
  });
});

afterAll(async () => {
  await harness?.close();
});

const origin = 'http://localhost:4200';

function setCookies(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as unknown as string[] | string | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

function cookieValue(cookies: string[], name: string): string {
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${cookies.join(' | ')}`);
  return found.slice(name.length + 1).split(';')[0]!;
}

describe('in production', () => {
  it('sets the XSRF and session cookies Secure, the session HttpOnly and SameSite=Lax', async () => {
    const http = request(harness.http);
    const first = await http.get('/api/health/live').expect(200);
    const xsrfCookie = setCookies(first).find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(xsrfCookie).toMatch(/;\s*Secure/i);
    const xsrf = cookieValue(setCookies(first), 'XSRF-TOKEN');
    // A browser sends Secure cookies over https only; the test hands them over itself.
    const send = (path: string, body: object) =>
      http.post(path).set('Origin', origin).set('Cookie', `XSRF-TOKEN=${xsrf}`).set('X-XSRF-TOKEN', xsrf).send(body);
    await send('/api/auth/magic-link/send', { email: 'secure@example.com' }).expect(200);
    const code = codeFrom(await harness.smtp.waitFor('secure@example.com'));
    const signedIn = await send('/api/auth/magic-link/code', { email: 'secure@example.com', code }).expect(200);
    const session = setCookies(signedIn).find((cookie) => cookie.startsWith('ember_session='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    for (const cookie of setCookies(signedIn)) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('answers JSON under a policy that allows nothing to run, and its pages under one that allows their own files', async () => {
    const json = await request(harness.http).get('/api/programs').expect(200);
    const policy = String(json.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The queue board is a page (an admin's; the policy comes with every answer under its path).
    const board = await request(harness.http).get('/api/admin/queues');
    const pagePolicy = String(board.headers['content-security-policy']);
    expect(pagePolicy).toContain("script-src 'self'");
    expect(pagePolicy).not.toContain('unsafe-eval');
    expect(pagePolicy).toContain("frame-ancestors 'none'");
  });
});

describe('at the edge', () => {
  const refused = (code: string) => ({ statusCode: 400, code, message: expect.any(String) });

  it.each([
    ['a path segment', '/api/programs/%00'],
    ['a by-slug path', '/api/programs/by-slug/a%00b'],
    ['a query', '/api/profiles/all?location=%00'],
  ])('refuses a NUL in %s with 400', async (_, path) => {
    const response = await request(harness.http).get(path).set('Origin', origin).expect(400);
    expect(response.body).toEqual(refused('http.nul-character'));
  });

  it('refuses a NUL in a cookie and in any JSON string, anonymous routes included', async () => {
    const cookie = await request(harness.http).get('/api/programs').set('Cookie', 'ember_vid=%00').expect(400);
    expect(cookie.body).toEqual(refused('http.nul-character'));
    const body = await request(harness.http)
      .post('/api/auth/magic-link/send')
      .set('Content-Type', 'application/json')
      .send('{"email":"a\\u0000b@example.com"}')
      .expect(400);
    expect(body.body).toEqual(refused('http.nul-character'));
  });

  it('refuses JSON nested thousands deep before validation, with 400', async () => {
    for (const path of ['/api/auth/magic-link/send', '/api/analytics/track-batch']) {
      const response = await request(harness.http)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(`{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`)
        .expect(400);
      expect(response.body).toEqual(refused('http.input-too-deep'));
    }
  });
});
