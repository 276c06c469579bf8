import { MikroORM } from '@mikro-orm/postgresql';
import type { ContextDatabase } from './context-database.js';
import { type DatabaseSettings, contextMigrationOptions } from './orm-options.js';

export interface MigrationReport {
  schema: string;
  applied: string[];
}

/** Applies each context's pending migrations, context by context, each in its own transaction. */
export async function migrateContexts(
  settings: DatabaseSettings,
  contexts: readonly ContextDatabase[],
): Promise<MigrationReport[]> {
  const reports: MigrationReport[] = [];
  for (const context of contexts) {
    const orm = await MikroORM.init(contextMigrationOptions(settings, context));
    try {
      const applied = await orm.migrator.up();
      reports.push({ schema: context.schema, applied: applied.map((migration) => migration.name) });
    } finally {
      await orm.close(true);
    }
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
    const orm = await MikroORM.init(contextMigrationOptions(settings, context));
    try {
      for (const migration of await orm.migrator.getPending()) pending.push(`${context.schema}: ${migration.name}`);
    } finally {
      await orm.close(true);
    }
  }
  return pending;
}

/** SQL that would bring a context's schema in line with its mappings; empty when migrations are complete. */
export async function pendingSchemaChanges(settings: DatabaseSettings, context: ContextDatabase): Promise<string> {
  const orm = await MikroORM.init(contextMigrationOptions(settings, context));
  try {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, schema: context.schema });
    return sql.trim();
  } finally {
    await orm.close(true);
  }
}
