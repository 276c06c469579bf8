import { type Options, PostgreSqlDriver, defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { ContextDatabase } from './context-database.js';

export interface DatabaseSettings {
  url: string;
  poolMax?: number;
  debug?: boolean;
}

/** MikroORM options for a set of contexts; shared by the app, the migrate command and tests. */
export function ormOptions(settings: DatabaseSettings, contexts: readonly ContextDatabase[]): Options {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: settings.url,
    entities: contexts.flatMap((context) => context.entities),
    pool: { max: settings.poolMax ?? 10 },
    debug: settings.debug ?? false,
    allowGlobalContext: false,
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { snapshot: false, snapshotOnMigrate: false, silent: true },
  });
}

/** Options to migrate one context: its own migration list and bookkeeping table in its schema. */
export function contextMigrationOptions(settings: DatabaseSettings, context: ContextDatabase): Options {
  const base = ormOptions({ ...settings, poolMax: 2 }, [context]);
  return {
    ...base,
    migrations: {
      ...base.migrations,
      tableName: `${context.schema}.mikro_orm_migrations`,
      migrationsList: [...context.migrations],
    },
  };
}
