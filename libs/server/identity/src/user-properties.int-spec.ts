import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { IdentityModule } from './identity.module.js';
import { identityContext } from './identity.context.js';
import { signIn } from './testing/sign-in.js';

let harness: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  harness = await startTestApp({ imports: [IdentityModule], contexts: [identityContext] });
  browser = new TestBrowser(harness.http);
  await signIn(browser, harness.smtp, 'props@example.com');
});

afterAll(async () => {
  await harness?.close();
});

const update = (changes: { field: string; value: unknown }[]) =>
  browser.post('/api/users/updateUserProperty', { changes });

describe('updateUserProperty', () => {
  it('saves each property and currentUser shows it', async () => {
    await update([
      { field: 'location', value: 'CA:ON:Toronto' },
      { field: 'relationshipStatus', value: 'open' },
      { field: 'preferredSex', value: ['female', 'any'] },
      { field: 'minIdealAge', value: 28 },
      { field: 'maxIdealAge', value: 36 },
      { field: 'bucketList', value: [' Kayak the Bay ', '', 'Kayak the Bay', 'Learn salsa'] },
      { field: 'roadmaps', value: { welcome: ['craft-profile'] } },
    ]).expect(200);
    const user = await browser.get('/api/users/currentUser').expect(200);
    expect(user.body).toMatchObject({
      id: 'props@example.com',
      location: 'CA:ON:Toronto',
      relationshipStatus: 'open',
      preferredSex: ['female', 'any'],
      minIdealAge: 28,
      maxIdealAge: 36,
      bucketList: ['Kayak the Bay', 'Learn salsa'],
      roadmaps: { welcome: ['craft-profile'] },
    });
  });

  it('applies a batch whole or not at all', async () => {
    const before = (await browser.get('/api/users/currentUser')).body;
    const response = await update([
      { field: 'location', value: 'CA:BC:Revelstoke' },
      { field: 'relationshipStatus', value: 'complicated' },
    ]).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'identity.invalid-property',
      message: 'relationshipStatus must be one of: open, not_looking.',
      details: { field: 'relationshipStatus' },
    });
    expect((await browser.get('/api/users/currentUser')).body.location).toBe(before.location);
  });

  it.each([
    ['an empty list of changes', { changes: [] }],
    ['no changes at all', {}],
    ['a change without a value', { changes: [{ field: 'location' }] }],
    ['an unknown field', { changes: [{ field: 'email', value: 'x@y.z' }] }],
    ['changes that are not a list', { changes: 'location=Toronto' }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await browser.post('/api/users/updateUserProperty', body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
  });

  it('needs a session', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    await visitor.post('/api/users/updateUserProperty', { changes: [{ field: 'location', value: 'x' }] }).expect(401);
  });
});
