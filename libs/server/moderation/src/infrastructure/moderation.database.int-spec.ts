import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { pendingSchemaChanges } from '@ember/platform';
import { type TestDatabase, createTestDatabase } from '@ember/platform/testing';
import { moderationDatabase } from './moderation.database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([moderationDatabase]);
});

afterAll(async () => {
  await database?.drop();
});

it('has migrations that build exactly what the mappings describe', async () => {
  expect(await pendingSchemaChanges({ url: database.url }, moderationDatabase)).toBe('');
});
