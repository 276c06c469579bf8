import type { EntityManager } from '@mikro-orm/postgresql';
import { LedgerEntry, type LedgerMovement } from '../domain/ledger-entry.entity.js';

/**
 * Books movements in the caller's transaction, one row per idempotency key: a movement whose key is
 * booked already is skipped by the unique index, so retried steps never book twice.
 */
export async function bookMovements(
  em: EntityManager,
  movements: readonly LedgerMovement[],
  owner: Parameters<typeof LedgerEntry.book>[1],
  now: Date,
): Promise<LedgerEntry[]> {
  const booked: LedgerEntry[] = [];
  for (const movement of movements) {
    const entry = LedgerEntry.book(movement, owner, now);
    const result = await em
      .createQueryBuilder(LedgerEntry)
      .insert({ ...entry })
      .onConflict(['key'])
      .ignore()
      .execute('run');
    if (result.affectedRows === 1) booked.push(entry);
  }
  return booked;
}
