import { type EntityName, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Inserts a row unless one with its unique key exists, and answers the stored row either way:
 * two requests creating the same payment (a double click, a retried job) end with one.
 */
export async function insertOnce<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  row: Entity,
  stored: () => Promise<Entity | null>,
): Promise<Entity> {
  try {
    await em.fork().insert(entity, row);
    return row;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const existing = await stored();
    if (!existing) throw error;
    return existing;
  }
}
