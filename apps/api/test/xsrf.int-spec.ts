import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { contractConfig } from '../src/contract-config.js';
import { createApp } from '../src/create-app.js';
import { concretePath, unsafeOperations } from './contract.js';

// The XSRF check runs before anything else, so this needs no database: every unsafe operation
// of the contract is refused without the header, and with a header that does not match.
let app: NestExpressApplication;

beforeAll(async () => {
  app = await createApp(contractConfig());
  await app.init();
});

afterAll(async () => {
  await app?.close();
});

it('the contract has unsafe operations to check', () => {
  expect(unsafeOperations.length).toBeGreaterThan(5);
});

describe.each(
  unsafeOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
)('%s', (_, operation) => {
  it('is refused without X-XSRF-TOKEN', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent.get('/api/health/live').expect(200);
    const response = await agent[operation.method](concretePath(operation)).send({});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('auth.xsrf');
  });

  it('is refused with a header that does not match the cookie', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent.get('/api/health/live').expect(200);
    const response = await agent[operation.method](concretePath(operation))
      .set('X-XSRF-TOKEN', 'not.the-cookie')
      .send({});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('auth.xsrf');
  });
});
