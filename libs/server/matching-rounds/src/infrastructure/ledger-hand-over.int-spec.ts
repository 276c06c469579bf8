import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { newId } from '@ember/kernel';
import { paymentsDatabase } from '@ember/payments';
import { contextMigrationOptions, migrateContexts } from '@ember/platform';
import { type TestDatabase, createEmptyTestDatabase } from '@ember/platform/testing';
import { matchingRoundsDatabase } from './matching-rounds.database.js';

// A database from before payments had its own context: the rounds' offline ledger holds a held
// payment, a captured one, a refunded one and a held deposit. Migrating hands them to payments.
let database: TestDatabase;
let orm: MikroORM;

const round = newId();
const group = newId();
const host = newId();
const meetsAt = new Date('2026-03-14T19:00:00Z');
const entries = {
  held: { id: newId(), key: newId(), member: newId(), kind: 'payment', state: 'held' },
  captured: { id: newId(), key: newId(), member: newId(), kind: 'payment', state: 'captured' },
  refunded: { id: newId(), key: newId(), member: newId(), kind: 'payment', state: 'refunded' },
  deposit: { id: newId(), key: newId(), member: newId(), kind: 'deposit', state: 'held' },
};

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrateContexts({ url: database.url }, [paymentsDatabase]);
  orm = await MikroORM.init(contextMigrationOptions({ url: database.url }, matchingRoundsDatabase));
  await orm.migrator.up({ to: 'Migration20261122082957_initial' });
  const db = orm.em.getConnection();
  const at = new Date('2026-03-01T12:00:00Z');
  await db.execute(
    `insert into matching_rounds.rounds (id, program_id, program_name, city, time_zone, status, picks_open_at, picks_close_at,
       review_hours, session_minutes, sessions, min_group_size, max_group_size, gender_balance, require_venue,
       dropout_strategy, charge_kind, charge_cents, currency, created_by, created_at, updated_at)
     values (?, 'prog-pottery', 'Pottery', 'CA:ON:Toronto', 'America/Toronto', 'closed', ?, ?, 24, 120, 4, 6, 12, false,
       false, 'continue-if-minimum', 'payment', 4500, 'CAD', ?, ?, ?)`,
    [round, at, at, host, at, at],
  );
  await db.execute(
    `insert into matching_rounds.groups (id, round_id, status, slot, neighborhood, meets_at, min_size, join_deadline, created_at, ended_at)
     values (?, ?, 'confirmed', '6-9', 'downtown', ?, 4, ?, ?, ?)`,
    [group, round, meetsAt, at, at, at],
  );
  for (const entry of Object.values(entries)) {
    await db.execute(
      `insert into matching_rounds.ledger_entries (id, key, round_id, group_id, member_id, kind, amount_cents, currency, state, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 'CAD', ?, ?, ?)`,
      [
        entry.id,
        entry.key,
        round,
        group,
        entry.member,
        entry.kind,
        entry.kind === 'deposit' ? 1000 : 4500,
        entry.state,
        at,
        at,
      ],
    );
  }
  await orm.migrator.up();
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

it('hands every ledger row to payments under the same id, books what was captured, and drops the old table', async () => {
  const db = orm.em.getConnection();
  const rows = await db.execute<Record<string, unknown>[]>(
    `select id, key, purpose, state, amount_cents, captured_cents, join_key, deposit_use, reserved_for, host_id, event_key,
            event_title, event_starts_at, event_ends_at, confirmed_at is not null as confirmed
       from payments.payments order by key`,
  );
  const byId = new Map(rows.map((row) => [row['id'], row]));
  const weeks = 3 * 7 * 24 * 3600 * 1000;
  expect(byId.get(entries.held.id)).toMatchObject({
    key: `ticket.${entries.held.key}`,
    purpose: 'ticket',
    state: 'authorized',
    captured_cents: 0,
    join_key: entries.held.key,
    host_id: host,
    event_key: `round:${round}`,
    event_title: 'Pottery',
    confirmed: true,
  });
  expect(new Date(byId.get(entries.held.id)?.['event_ends_at'] as string).getTime()).toBe(
    meetsAt.getTime() + weeks + 120 * 60_000,
  );
  expect(byId.get(entries.captured.id)).toMatchObject({ state: 'captured', captured_cents: 4500 });
  expect(byId.get(entries.refunded.id)).toMatchObject({ state: 'canceled', captured_cents: 0 });
  expect(byId.get(entries.deposit.id)).toMatchObject({
    key: `deposit.legacy.${entries.deposit.key}`,
    purpose: 'deposit',
    state: 'captured',
    deposit_use: 'reserved',
    reserved_for: entries.deposit.key,
  });
  const booked = await db.execute<{ payment_id: string; kind: string; amount_cents: number }[]>(
    `select payment_id, kind, amount_cents from payments.ledger_entries order by amount_cents`,
  );
  expect(booked).toEqual([
    { payment_id: entries.deposit.id, kind: 'charge', amount_cents: 1000 },
    { payment_id: entries.captured.id, kind: 'charge', amount_cents: 4500 },
  ]);
  const [table] = await db.execute<{ name: string | null }[]>(
    `select to_regclass('matching_rounds.ledger_entries')::text as name`,
  );
  expect(table?.name).toBeNull();
});
