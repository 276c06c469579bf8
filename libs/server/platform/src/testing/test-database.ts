import { createHash } from 'node:crypto';
import pg from 'pg';
import type { ContextDatabase } from '../database/context-database.js';
import { migrateContexts } from '../database/migrate.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The server the test databases live on; the machine's PostgreSQL unless told otherwise. */
export function testServerUrl(): string {
  return process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function fingerprint(contexts: readonly ContextDatabase[]): string {
  const hash = createHash('sha256');
  for (const context of contexts) {
    hash.update(context.schema);
    for (const migration of context.migrations) hash.update(migration.name).update(String(migration.class));
  }
  return hash.digest('hex').slice(0, 12);
}

function assertTestName(name: string): void {
  // Destructive setup runs only against databases that are plainly for tests.
  if (!name.includes('test')) throw new Error(`refusing to touch database "${name}": its name lacks "test"`);
}

/**
 * A fresh database for one test file, cloned from a migrated template. The template is built once
 * per set of migrations (its name carries their fingerprint), so a file pays only for the clone.
 */
export async function createTestDatabase(contexts: readonly ContextDatabase[]): Promise<TestDatabase> {
  const template = `ember_test_tpl_${fingerprint(contexts)}`;
  const name = `ember_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  assertTestName(template);
  assertTestName(name);
  await admin(async (client) => {
    // One process at a time builds the template or clones it (a template with a session open cannot be cloned).
    await client.query('select pg_advisory_lock(7243001)');
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        const building = `${template}_building`;
        await client.query(`drop database if exists "${building}"`);
        await client.query(`create database "${building}"`);
        await migrateContexts({ url: withDatabase(testServerUrl(), building) }, contexts);
        await client.query(`alter database "${building}" rename to "${template}"`);
      }
      await client.query(`create database "${name}" template "${template}"`);
    } finally {
      await client.query('select pg_advisory_unlock(7243001)');
    }
  });
  const url = withDatabase(testServerUrl(), name);
  return {
    url,
    name,
    drop: () => admin(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))),
  };
}

/** An empty database (no migrations), for tests of the migrations themselves. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const name = `ember_test_empty_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  assertTestName(name);
  await admin(async (client) => void (await client.query(`create database "${name}"`)));
  return {
    url: withDatabase(testServerUrl(), name),
    name,
    drop: () => admin(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))),
  };
}
