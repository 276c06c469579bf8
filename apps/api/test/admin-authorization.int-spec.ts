import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contexts } from '@ember/contexts';
import { signIn } from '@ember/identity/testing';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { AppModule } from '../src/app.module.js';
import { concretePath, operations } from './contract.js';

// Every operation under /api/admin in the contract, as a visitor, a member, a host and an admin:
// only the admin gets past the door. Read from the contract, so a new admin route cannot skip it.
const adminOperations = operations.filter((operation) => operation.path.startsWith('/api/admin/'));

let harness: TestApp;
const browsers: Record<'anonymous' | 'member' | 'host' | 'admin', TestBrowser> = {} as never;

beforeAll(async () => {
  harness = await startTestApp({
    app: (config) => AppModule.forRoot(config),
    contexts,
    env: { ADMIN_EMAILS: 'admin@example.com' },
  });
  for (const who of ['anonymous', 'member', 'host', 'admin'] as const) {
    browsers[who] = new TestBrowser(harness.http);
    if (who === 'anonymous') await browsers[who].open();
    else await signIn(browsers[who], harness.smtp, `${who}@example.com`);
  }
  const host = await browsers.admin.get('/api/admin/members?query=host@example.com').expect(200);
  await browsers.admin.put(`/api/admin/members/${host.body.members[0].id}/roles/host`, {}).expect(200);
});

afterAll(async () => {
  await harness?.close();
});

function call(who: keyof typeof browsers, operation: (typeof adminOperations)[number]) {
  const browser = browsers[who];
  const path = concretePath(operation, '0190f0e0-0000-7000-8000-000000000000');
  const query = ((operation.spec.parameters ?? []) as { in: string; name: string }[])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=x`)
    .join('&');
  const url = query ? `${path}?${query}` : path;
  if (operation.method === 'get') return browser.get(url);
  if (operation.method === 'delete') return browser.delete(url);
  return browser[operation.method](url, {});
}

it('the contract has the admin routes', () => {
  expect(adminOperations.map((operation) => operation.operationId)).toEqual(
    expect.arrayContaining([
      'searchMembers',
      'suspendMember',
      'listAuditEntries',
      'exportAuditLog',
      'listContentAwaitingReview',
      'approveContent',
      'removeContent',
      'listAdminFormats',
      'unpublishFormat',
    ]),
  );
});

describe.each(
  adminOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
)('%s', (_, operation) => {
  it('asks a visitor to sign in', async () => {
    const response = await call('anonymous', operation);
    expect({ status: response.status, code: response.body.code }).toEqual({
      status: 401,
      code: 'auth.unauthenticated',
    });
  });

  it.each(['member', 'host'] as const)('refuses a %s', async (who) => {
    const response = await call(who, operation);
    expect({ status: response.status, code: response.body.code }).toEqual({
      status: 403,
      code: 'auth.role-required',
    });
  });

  it('lets an admin through', async () => {
    const response = await call('admin', operation);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});
