import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '@ember/kernel';

const hour = 3600 * 1000;

export interface GroupRowsOptions {
  memberIds: string[];
  status?: 'reviewing' | 'confirmed' | 'released';
  /** When the group was confirmed (its chat opens then); an hour ago by default. */
  confirmedAt?: Date;
  /** Its one meeting (two hours long); in two days by default. */
  meetsAt?: Date;
}

/**
 * A round with one group whose members joined, written straight into matching-rounds' tables: the
 * chat's tests need a group in a given state, not the whole picking and forming that leads to one.
 */
export async function aGroupOf(em: EntityManager, options: GroupRowsOptions): Promise<string> {
  const now = new Date();
  const roundId = newId();
  const groupId = newId();
  const meetsAt = options.meetsAt ?? new Date(now.getTime() + 48 * hour);
  const status = options.status ?? 'confirmed';
  const endedAt = status === 'reviewing' ? null : (options.confirmedAt ?? new Date(now.getTime() - hour));
  await em.execute(
    `insert into matching_rounds.rounds (id, program_id, program_name, city, time_zone, status, picks_open_at,
       picks_close_at, review_hours, event_starts_at, session_minutes, sessions, min_group_size, max_group_size,
       gender_balance, require_venue, dropout_strategy, charge_kind, charge_cents, currency, created_at, updated_at)
     values (?, 'prog-coffee', 'Weekend coffee', 'CA:ON:Toronto', 'America/Toronto', 'closed', ?, ?, 24, ?, 120, 1,
       2, 6, false, false, 'continue-if-minimum', 'deposit', 1000, 'CAD', ?, ?)`,
    [roundId, new Date(now.getTime() - 96 * hour), new Date(now.getTime() - 72 * hour), meetsAt, now, now],
  );
  await em.execute(
    `insert into matching_rounds.groups (id, round_id, status, slot, neighborhood, meets_at, min_size, join_deadline,
       created_at, ended_at)
     values (?, ?, ?, 'event', 'downtown', ?, 2, ?, ?, ?)`,
    [
      groupId,
      roundId,
      status,
      meetsAt,
      new Date(now.getTime() - 2 * hour),
      new Date(now.getTime() - 26 * hour),
      endedAt,
    ],
  );
  for (const memberId of options.memberIds) {
    await em.execute(
      `insert into matching_rounds.memberships (id, group_id, round_id, member_id, decision, decided_at)
       values (?, ?, ?, ?, 'joined', ?)`,
      [newId(), groupId, roundId, memberId, new Date(now.getTime() - 3 * hour)],
    );
  }
  return groupId;
}
