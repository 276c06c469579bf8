import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { pendingSchemaChanges } from '@ember/platform';
import { type TestDatabase, createTestDatabase } from '@ember/platform/testing';
import { programsDatabase } from './programs.database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([programsDatabase]);
});

afterAll(async () => {
  await database?.drop();
});

it('has migrations that build exactly what the mappings describe', async () => {
  expect(await pendingSchemaChanges({ url: database.url }, programsDatabase)).toBe('');
});
