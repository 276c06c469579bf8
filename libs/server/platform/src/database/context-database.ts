import type { EntitySchema, MigrationObject } from '@mikro-orm/core';

/**
 * What a bounded context contributes to the database: the PostgreSQL schema it owns, the
 * mappings of its aggregates and its migrations, which touch nothing outside its schema.
 */
export interface ContextDatabase {
  readonly schema: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly entities: readonly EntitySchema<any, any>[];
  readonly migrations: readonly MigrationObject[];
}
