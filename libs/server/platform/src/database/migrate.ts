import { MikroORM } from '@mikro-orm/postgresql';
import type { ContextDatabase } from './context-database.js';
import { type DatabaseSettings, contextMigrationOptions } from './orm-options.js';

export interface MigrationReport {
  schema: string;
  applied: string[];
}

/** Runs `work` with an ORM set up for one context's migrations, closed afterwards. */
async function withMigrator<T>(
  settings: DatabaseSettings,
  context: ContextDatabase,
  work: (orm: MikroORM) => Promise<T>,
): Promise<T> {
  const orm = await MikroORM.init(contextMigrationOptions(settings, context));
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

/** Applies each context's pending migrations, context by context, each in its own transaction. */
export async function migrateContexts(
  settings: DatabaseSettings,
  contexts: readonly ContextDatabase[],
): Promise<MigrationReport[]> {
  const reports: MigrationReport[] = [];
  for (const context of contexts) {
    const applied = await withMigrator(settings, context, (orm) => orm.migrator.up());
    reports.push({ schema: context.schema, applied: applied.map((migration) => migration.name) });
  }
  return reports;
}

/** The migrations not yet applied, per context ('identity: Migration2026…'); empty when the database is current. */
export async function pendingMigrations(
  settings: DatabaseSettings,
  contexts: readonly ContextDatabase[],
): Promise<string[]> {
  const pending: string[] = [];
  for (const context of contexts) {
    const names = await withMigrator(settings, context, (orm) => orm.migrator.getPending());
    for (const migration of names) pending.push(`${context.schema}: ${migration.name}`);
  }
  return pending;
}

/** SQL that would bring a context's schema in line with its mappings; empty when migrations are complete. */
export async function pendingSchemaChanges(settings: DatabaseSettings, context: ContextDatabase): Promise<string> {
  return withMigrator(settings, context, async (orm) =>
    (await orm.schema.getUpdateSchemaSQL({ wrap: false, schema: context.schema })).trim(),
  );
}
