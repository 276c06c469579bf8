import { Injectable } from '@nestjs/common';
import type { QueryResult } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId, newId } from '@ember/kernel';
import type { Group } from '../domain/group/group.entity.js';
import { Round, type RoundStatus } from '../domain/round/round.entity.js';
import { type FormationRecord, type RoundOutcome, RoundRepository } from '../domain/round/round.repository.js';
import { GroupRows } from './group-rows.js';
import { RoundOutcomeRecord, RoundTransitionRecord } from './records.js';

/** Which deadline makes each timed move due. */
const dueColumn: Partial<Record<`${RoundStatus}>${RoundStatus}`, string>> = {
  'scheduled>collecting': 'picks_open_at',
  'collecting>forming': 'picks_close_at',
};

/**
 * Rounds are read detached from the unit of work and written with explicit statements: a phase
 * change is a compare-and-set on the round's row plus a row in `round_transitions` (unique per
 * round and status), committed together.
 */
@Injectable()
export class SqlRoundRepository extends RoundRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(roundId: string): Promise<Round | null> {
    if (!isId(roundId)) return null;
    return this.em.findOne(Round, { id: roundId }, { disableIdentityMap: true });
  }

  async findByFormat(formatId: string): Promise<Round | null> {
    if (!isId(formatId)) return null;
    return this.em.findOne(Round, { formatId: formatId.toLowerCase() }, { disableIdentityMap: true });
  }

  async insertAlone(round: Round): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      // Two admins creating a round for the same program and city at once: one waits for the other.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`rounds:${round.programId}:${round.city}`]);
      // A format has one selection round at all; a program one unfinished round per city.
      const open = await tx.count(Round, {
        programId: round.programId,
        city: round.city,
        ...(round.formatId ? {} : { status: { $ne: 'closed' } }),
      });
      if (open > 0) return false;
      await tx.insert(Round, { ...round });
      return true;
    });
  }

  async saveSchedule(round: Round, status: RoundStatus): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      Round,
      { id: round.id, status },
      {
        picksOpenAt: round.picksOpenAt,
        picksCloseAt: round.picksCloseAt,
        eventStartsAt: round.eventStartsAt,
        reviewClosesAt: round.reviewClosesAt,
        updatedAt: round.updatedAt,
      },
    );
    return changed === 1;
  }

  listForPrograms(programIds: readonly string[], closedSince: Date): Promise<Round[]> {
    if (programIds.length === 0) return Promise.resolve([]);
    return this.em.find(
      Round,
      {
        programId: { $in: [...programIds] },
        $or: [{ status: { $ne: 'closed' } }, { closedAt: { $gte: closedSince } }],
      },
      { orderBy: { picksOpenAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
  }

  listHosted(createdBy: string | null): Promise<Round[]> {
    return this.em.find(Round, createdBy ? { createdBy } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: 500,
      disableIdentityMap: true,
    });
  }

  listUnfinished(): Promise<Round[]> {
    return this.em.find(
      Round,
      { $or: [{ status: { $ne: 'closed' } }, { settledAt: null }] },
      { orderBy: { picksCloseAt: 'asc' }, disableIdentityMap: true },
    );
  }

  async transition(roundId: string, from: RoundStatus, to: RoundStatus, now: Date): Promise<boolean> {
    const due = dueColumn[`${from}>${to}`];
    if (!due || !isId(roundId)) throw new Error(`no timed move from ${from} to ${to}`);
    return this.em.transactional((tx) => changeStatus(tx, roundId, from, to, now, `and ${due} <= ?`, [now]));
  }

  async completeFormation(roundId: string, record: FormationRecord, now: Date): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const moved = await changeStatus(tx, roundId, 'forming', 'reviewing', now, '', [], {
        review_closes_at: record.reviewClosesAt,
        formed_at: now,
        report: JSON.stringify(record.report),
      });
      if (!moved) return false;
      await new GroupRows(tx).insert(record.groups);
      if (record.outcomes.length > 0) {
        await tx.insertMany(
          RoundOutcomeRecord,
          record.outcomes.map((outcome) => ({ id: newId(), ...outcome })),
        );
      }
      return true;
    });
  }

  async closeReview(roundId: string, now: Date, closeGroup: (group: Group) => void): Promise<boolean> {
    if (!isId(roundId)) return false;
    return this.em.transactional(async (tx) => {
      const moved = await changeStatus(tx, roundId, 'reviewing', 'closed', now, 'and review_closes_at <= ?', [now], {
        closed_at: now,
      });
      if (!moved) return false;
      const rows = new GroupRows(tx);
      for (const group of await rows.lockReviewing(roundId)) {
        const before = rows.snapshot(group);
        closeGroup(group);
        await rows.store(group, before);
      }
      return true;
    });
  }

  async markReminded(roundId: string, picksCloseAt: Date): Promise<boolean> {
    const result = await this.em.execute<QueryResult>(
      `update matching_rounds.rounds set reminded_for = ? where id = ? and reminded_for is distinct from ?`,
      [picksCloseAt, roundId, picksCloseAt],
      'run',
    );
    return result.affectedRows === 1;
  }

  async markFormedNotified(roundId: string, now: Date): Promise<boolean> {
    return (
      (await this.em.nativeUpdate(Round, { id: roundId, formedNotifiedAt: null }, { formedNotifiedAt: now })) === 1
    );
  }

  async markSettled(roundId: string, now: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(Round, { id: roundId, settledAt: null }, { settledAt: now })) === 1;
  }

  async outcomesOf(roundId: string): Promise<RoundOutcome[]> {
    if (!isId(roundId)) return [];
    const rows = await this.em.find(RoundOutcomeRecord, { roundId }, { disableIdentityMap: true });
    return rows.map(({ roundId: round, memberId, groupId, formedAt }) => ({
      roundId: round,
      memberId,
      groupId,
      formedAt,
    }));
  }

  async outcomeOf(roundId: string, memberId: string): Promise<RoundOutcome | null> {
    if (!isId(roundId) || !isId(memberId)) return null;
    const row = await this.em.findOne(RoundOutcomeRecord, { roundId, memberId }, { disableIdentityMap: true });
    return row ? { roundId: row.roundId, memberId: row.memberId, groupId: row.groupId, formedAt: row.formedAt } : null;
  }

  async roundsWaited(memberIds: readonly string[]): Promise<Map<string, number>> {
    const ids = memberIds.filter(isId);
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ member_id: string; waited: string }[]>(
      `select o.member_id, count(*) as waited
         from matching_rounds.round_outcomes o
        where o.member_id in (?) and o.group_id is null
          and o.formed_at > coalesce((select max(p.formed_at) from matching_rounds.round_outcomes p
                                       where p.member_id = o.member_id and p.group_id is not null), '-infinity')
        group by o.member_id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.member_id, Number(row.waited)]));
  }

  async transitionsOf(roundId: string): Promise<{ status: RoundStatus; at: Date }[]> {
    if (!isId(roundId)) return [];
    const rows = await this.em.find(
      RoundTransitionRecord,
      { roundId },
      { orderBy: { at: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
    return rows.map((row) => ({ status: row.status as RoundStatus, at: row.at }));
  }
}

/**
 * The compare-and-set of a status, with its log row, in one statement: it changes the row only
 * from `from` (and when `condition` holds), and logs `to` only when it did.
 */
async function changeStatus(
  tx: EntityManager,
  roundId: string,
  from: RoundStatus,
  to: RoundStatus,
  now: Date,
  condition: string,
  conditionValues: unknown[],
  also: Record<string, unknown> = {},
): Promise<boolean> {
  const extra = Object.keys(also);
  const result = await tx.execute<QueryResult>(
    `with changed as (
       update matching_rounds.rounds
          set status = ?, updated_at = ?${extra.map((column) => `, ${column} = ?`).join('')}
        where id = ? and status = ? ${condition}
       returning id
     )
     insert into matching_rounds.round_transitions (id, round_id, status, at)
     select ?, id, ?, ? from changed`,
    [to, now, ...Object.values(also), roundId, from, ...conditionValues, newId(), to, now],
    'run',
  );
  return result.affectedRows === 1;
}
