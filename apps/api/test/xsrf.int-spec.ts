import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { contractConfig } from '../src/contract-config.js';
import { createApp } from '../src/create-app.js';
import { concretePath, unsafeOperations, webhookOperations } from './contract.js';

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

describe.each(
  webhookOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
)('%s (a webhook)', (_, operation) => {
  it('needs no XSRF token, but refuses a call without its signature', async () => {
    const caller = request(app.getHttpServer());
    const response = await caller[operation.method](concretePath(operation))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }));
    expect(response.status).toBe(400);
    expect(response.body.code).not.toBe('auth.xsrf');
  });
});
