import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Pick } from '../domain/pick/pick.entity.js';
import { PickRepository } from '../domain/pick/pick.repository.js';
import { isId } from '@ember/kernel';

/**
 * Picks are written under a shared lock on their round's row: the move to 'forming' (an update of
 * that row) waits for a pick being written and a pick written after it sees the round closed.
 */
@Injectable()
export class SqlPickRepository extends PickRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  saveWhileCollecting(pick: Pick, now: Date): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      if (!(await collecting(tx, pick.roundId, now))) return false;
      await tx.execute(
        `insert into matching_rounds.picks (id, round_id, picker_id, target_id, level, romance, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (round_id, picker_id, target_id)
         do update set level = excluded.level, romance = excluded.romance, updated_at = excluded.updated_at`,
        [pick.id, pick.roundId, pick.pickerId, pick.targetId, pick.level, pick.romance, pick.createdAt, pick.updatedAt],
        'run',
      );
      return true;
    });
  }

  removeWhileCollecting(roundId: string, pickerId: string, targetId: string, now: Date): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      if (!(await collecting(tx, roundId, now))) return false;
      await tx.nativeDelete(Pick, { roundId, pickerId, targetId });
      return true;
    });
  }

  async find(roundId: string, pickerId: string, targetId: string): Promise<Pick | null> {
    if (![roundId, pickerId, targetId].every(isId)) return null;
    return this.em.findOne(Pick, { roundId, pickerId, targetId }, { disableIdentityMap: true });
  }

  async listByPicker(roundId: string, pickerId: string): Promise<Pick[]> {
    if (!isId(roundId) || !isId(pickerId)) return [];
    return this.em.find(
      Pick,
      { roundId, pickerId },
      { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
  }

  async listForFormation(roundId: string): Promise<Pick[]> {
    if (!isId(roundId)) return [];
    return this.em.find(Pick, { roundId }, { disableIdentityMap: true });
  }

  async removeOpenPicksOf(pickerId: string, targetId: string): Promise<void> {
    await this.em.execute(
      `delete from matching_rounds.picks p using matching_rounds.rounds r
        where p.round_id = r.id and r.status in ('scheduled', 'collecting')
          and p.picker_id = ? and p.target_id = ?`,
      [pickerId, targetId],
      'run',
    );
  }
}

async function collecting(tx: EntityManager, roundId: string, now: Date): Promise<boolean> {
  const [round] = await tx.execute<{ open: boolean }[]>(
    `select (status in ('scheduled', 'collecting') and picks_open_at <= ? and picks_close_at > ?) as open
       from matching_rounds.rounds where id = ? for share`,
    [now, now, roundId],
  );
  return round?.open === true;
}
