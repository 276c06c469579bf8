import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contexts } from '@ember/contexts';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { signIn } from '@ember/identity/testing';
import { AppModule } from '../src/app.module.js';
import { type Operation, concretePath, operations } from './contract.js';
import { RawJson, bodies, inheritedNames, pick, random } from './fuzz-cases.js';

// Every operation of the contract, fed plausible, truncated and hostile input, as a visitor and
// as a signed-in member, and the operator routes (`/admin`) as an admin too, who gets past their
// guard: nothing may answer 5xx, and every error has the standard body. Hostile includes the
// classes an outside probe once turned into 500s: JSON nested thousands deep, a NUL character in a
// path segment, query, cookie or any JSON string, and names every object inherits (`constructor`,
// `__proto__`) wherever the client picks a key, which no lookup by key may ever find.
let harness: TestApp;
let member: TestBrowser;
let admin: TestBrowser;

beforeAll(async () => {
  harness = await startTestApp({
    app: (config) => AppModule.forRoot(config),
    contexts,
    env: { ADMIN_EMAILS: 'fuzz-admin@example.com' },
  });
  member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'fuzz@example.com');
  admin = new TestBrowser(harness.http);
  await signIn(admin, harness.smtp, 'fuzz-admin@example.com');
  // Past the operator routes' guard: the fuzzing reaches their handlers.
  await admin.get('/api/admin/reports').expect(200);
});

afterAll(async () => {
  await harness?.close();
});

const pathValues = [
  'x',
  '0',
  '-1',
  '..',
  '%00',
  '\u0000',
  'a\u0000b',
  ...inheritedNames,
  'a'.repeat(2_000),
  '00000000-0000-0000-0000-000000000000',
  '😀',
];
/** Every operation gets these in its path and query, whatever the random picks. */
const edgePathValues = ['\u0000', ...inheritedNames];
const ordered = [...operations].sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
const isOperatorRoute = (operation: Operation) => operation.path.split('/').includes('admin');
/** GET routes that look something up by a key in their path: an inherited name finds nothing there. */
const lookups = operations.filter((operation) => operation.method === 'get' && operation.path.includes('{'));

async function call(browser: TestBrowser, operation: Operation, body: unknown, pathValue: string, cookie?: string) {
  let path = concretePath(operation, pathValue);
  const queryNames = ((operation.spec.parameters ?? []) as { in: string; name: string }[])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  if (queryNames.length > 0)
    path += `?${queryNames.map((name) => `${name}=${encodeURIComponent(pathValue)}`).join('&')}`;
  let test = browser[operation.method === 'get' ? 'get' : operation.method](path);
  // A cookie whose value decodes to a NUL, on top of the browser's own (its session, the XSRF token).
  if (cookie) test = test.set('Cookie', [...cookieHeader(browser), cookie].join('; '));
  if (body === undefined || operation.method === 'get') return test;
  // Raw JSON text, so primitives, null and any depth reach the server as a client could send them.
  const text = body instanceof RawJson ? body.text : JSON.stringify(body);
  return test.set('Content-Type', 'application/json').send(text);
}

function cookieHeader(browser: TestBrowser): string[] {
  return ['XSRF-TOKEN', 'ember_session']
    .map((name) => [name, browser.cookie(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`);
}

// Before the fuzzing below, whose last operation signs the member out.
describe.each(lookups.map((operation) => [operation.path, operation] as const))('GET %s', (_, operation) => {
  it('finds nothing by an inherited name, whoever asks', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    for (const name of inheritedNames)
      for (const [who, browser] of [
        ['member', member],
        ['admin', admin],
        ['visitor', visitor],
      ] as const) {
        const response = await call(browser, operation, undefined, name);
        const context = `GET ${concretePath(operation, name)} as ${who}`;
        expect({ context, found: response.status === 200 || response.status >= 500 }).toEqual({
          context,
          found: false,
        });
      }
  });
});

describe.each(ordered.map((operation) => [operation.operationId, operation] as const))('%s', (_, operation) => {
  it('never answers 5xx, and errors carry the standard body', async () => {
    const next = random(operation.operationId.length * 7919);
    const schema = operation.spec.requestBody?.content?.['application/json']?.schema;
    const cases = schema ? bodies(schema, next, 24) : [undefined];
    const visitor = await new TestBrowser(harness.http).open();
    const runs = [
      ...cases.map((body) => ({ body, pathValue: () => pick(next, pathValues), cookie: undefined })),
      ...edgePathValues.map((value) => ({ body: cases[0], pathValue: () => value, cookie: undefined })),
      { body: cases[0], pathValue: () => 'x', cookie: 'ember_visitor=a%00b' },
    ];
    const browsers = isOperatorRoute(operation) ? [member, visitor, admin] : [member, visitor];
    for (const { body, pathValue: choose, cookie } of runs) {
      for (const browser of browsers) {
        const pathValue = choose();
        const response = await call(browser, operation, body, pathValue, cookie);
        const shown = body instanceof RawJson ? body.text : JSON.stringify(body);
        const context = `${operation.method.toUpperCase()} ${operation.path} body=${shown?.slice(0, 200)} path=${JSON.stringify(pathValue.slice(0, 20))} cookie=${cookie}`;
        expect({ context, status: response.status < 500 ? 'ok' : response.status }).toEqual({ context, status: 'ok' });
        if (response.status >= 400 && response.headers['content-type']?.includes('json')) {
          expect(response.body).toEqual(
            expect.objectContaining({
              statusCode: response.status,
              code: expect.any(String),
              message: expect.any(String),
            }),
          );
        }
      }
    }
  });
});
