import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contexts } from '@ember/contexts';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { signIn } from '@ember/identity/testing';
import { AppModule } from '../src/app.module.js';
import { type Operation, concretePath, operations } from './contract.js';
import { bodies, pick, random } from './fuzz-cases.js';

// Every operation of the contract, fed plausible, truncated and hostile input, as a visitor and
// as a signed-in member: nothing may answer 5xx, and every error has the standard body.
let harness: TestApp;
let member: TestBrowser;

beforeAll(async () => {
  harness = await startTestApp({ app: (config) => AppModule.forRoot(config), contexts });
  member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'fuzz@example.com');
});

afterAll(async () => {
  await harness?.close();
});

const pathValues = ['x', '0', '-1', '..', '%00', 'a'.repeat(2_000), '00000000-0000-0000-0000-000000000000', '😀'];
const ordered = [...operations].sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

async function call(browser: TestBrowser, operation: Operation, body: unknown, pathValue: string) {
  let path = concretePath(operation, pathValue);
  const queryNames = ((operation.spec.parameters ?? []) as { in: string; name: string }[])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  if (queryNames.length > 0)
    path += `?${queryNames.map((name) => `${name}=${encodeURIComponent(pathValue)}`).join('&')}`;
  const test = browser[operation.method === 'get' ? 'get' : operation.method](path);
  if (body === undefined || operation.method === 'get') return test;
  // Raw JSON text, so primitives and null reach the server as a client could send them.
  return test.set('Content-Type', 'application/json').send(JSON.stringify(body));
}

describe.each(ordered.map((operation) => [operation.operationId, operation] as const))('%s', (_, operation) => {
  it('never answers 5xx, and errors carry the standard body', async () => {
    const next = random(operation.operationId.length * 7919);
    const schema = operation.spec.requestBody?.content?.['application/json']?.schema;
    const cases = schema ? bodies(schema, next, 24) : [undefined];
    const visitor = await new TestBrowser(harness.http).open();
    for (const body of cases) {
      for (const browser of [member, visitor]) {
        const pathValue = pick(next, pathValues);
        const response = await call(browser, operation, body, pathValue);
        const context = `${operation.method.toUpperCase()} ${operation.path} body=${JSON.stringify(body)?.slice(0, 200)} path=${pathValue.slice(0, 20)}`;
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
