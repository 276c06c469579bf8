import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Migration, Payload, SanitizedConfig } from 'payload';

const serverUrl = process.env.CMS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Refuses destructive setup on any database whose name does not say it is for tests. */
export function assertTestDatabase(name: string): void {
  if (!/test/.test(name)) throw new Error(`refusing to use database "${name}": its name must contain "test"`);
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestCms {
  payload: Payload;
  config: SanitizedConfig;
  databaseName: string;
  close(): Promise<void>;
}

/**
 * Creates a fresh database, points the CMS at it, boots Payload and applies the committed
 * migrations (the same ones production runs). `close` drops the database.
 */
export async function startTestCms(label: string): Promise<TestCms> {
  const databaseName = `ember_cms_test_${label}_${randomBytes(4).toString('hex')}`;
  assertTestDatabase(databaseName);
  await admin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
  process.env.CMS_DATABASE_URL = withDatabase(serverUrl, databaseName);
  process.env.PAYLOAD_SECRET ??= 'cms-integration-test-secret';
  const { getPayload } = await import('payload');
  const config = await (await import('../src/payload.config')).default;
  const payload = await getPayload({ config });
  // Through the test transform (the generated files import types as values, which Node cannot strip).
  // Loaded by path so the type checker leaves the generated files alone.
  const migrationsModule = '../src/migrations/index.ts';
  const { migrations } = (await import(/* @vite-ignore */ migrationsModule)) as { migrations: Migration[] };
  await payload.db.migrate({ migrations });
  return {
    payload,
    config,
    databaseName,
    async close() {
      await payload.destroy();
      // destroy() leaves the adapter's pool connected; the forced drop below ends those connections.
      (payload.db as unknown as { pool?: pg.Pool }).pool?.on('error', () => undefined);
      assertTestDatabase(databaseName);
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
    },
  };
}
