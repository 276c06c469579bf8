import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId } from '@ember/kernel';
import { type VideoFacts, VisibilityRecords } from '../application/visibility-records.port.js';
import { shuffleOfSql } from './browse-entries.sql.js';

/** The browse read model's facts from other contexts, in `profile.browse_entries` and `profile.browse_blocks`. */
@Injectable()
export class SqlVisibilityRecords extends VisibilityRecords {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async refreshVideos(userId: string, read: () => Promise<VideoFacts>): Promise<void> {
    await this.refresh(userId, 'videos', async (em) => {
      const facts = await read();
      await em.execute(
        `insert into profile.browse_entries (user_id, fun_video, useful_video, daily_video, shuffle, updated_at)
         values (?, ?, ?, ?, ${shuffleOfSql('?')}, now())
         on conflict (user_id) do update set fun_video = excluded.fun_video, useful_video = excluded.useful_video,
           daily_video = excluded.daily_video, updated_at = excluded.updated_at`,
        [userId, facts.fun, facts.useful, facts.daily, userId],
        'run',
      );
    });
  }

  async refreshPhoto(userId: string, read: () => Promise<string | null>): Promise<void> {
    await this.refresh(userId, 'photo', async (em) => {
      await em.execute(
        `insert into profile.browse_entries (user_id, photo_path, shuffle, updated_at)
         values (?, ?, ${shuffleOfSql('?')}, now())
         on conflict (user_id) do update set photo_path = excluded.photo_path, updated_at = excluded.updated_at`,
        [userId, await read(), userId],
        'run',
      );
    });
  }

  /** One refresh of a member's facts at a time: the later one reads the media after the earlier wrote. */
  private async refresh(userId: string, what: string, work: (em: EntityManager) => Promise<void>): Promise<void> {
    if (!isId(userId)) return;
    await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`browse:${what}:${userId}`]);
      await work(em);
    });
  }

  async setSuspended(userId: string, suspended: boolean): Promise<void> {
    if (!isId(userId)) return;
    await this.em.execute(
      `insert into profile.browse_entries (user_id, suspended, shuffle, updated_at)
       values (?, ?, ${shuffleOfSql('?')}, now())
       on conflict (user_id) do update set suspended = excluded.suspended, updated_at = excluded.updated_at`,
      [userId, suspended, userId],
      'run',
    );
  }

  async suspendedAmong(userIds: readonly string[]): Promise<Set<string>> {
    const ids = userIds.filter(isId);
    if (ids.length === 0) return new Set();
    const rows = await this.em.execute<{ user_id: string }[]>(
      `select user_id from profile.browse_entries where suspended and user_id in (?)`,
      [ids],
    );
    return new Set(rows.map((row) => row.user_id));
  }

  async block(blockerId: string, blockedId: string): Promise<void> {
    if (!isId(blockerId) || !isId(blockedId)) return;
    await this.em.execute(
      `insert into profile.browse_blocks (blocker_id, blocked_id, created_at) values (?, ?, now())
       on conflict (blocker_id, blocked_id) do nothing`,
      [blockerId, blockedId],
      'run',
    );
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    if (!isId(blockerId) || !isId(blockedId)) return;
    await this.em.execute('delete from profile.browse_blocks where blocker_id = ? and blocked_id = ?', [
      blockerId,
      blockedId,
    ]);
  }

  async setWaitedTiers(tiers: ReadonlyMap<string, number>): Promise<void> {
    const entries = [...tiers].filter(([userId]) => isId(userId));
    if (entries.length === 0) return;
    await this.em.execute(
      `update profile.browse_entries e set waited_tier = v.tier, updated_at = now()
         from (select unnest(?::uuid[]) as user_id, unnest(?::smallint[]) as tier) v
        where e.user_id = v.user_id and e.waited_tier <> v.tier`,
      [`{${entries.map(([userId]) => userId).join(',')}}`, `{${entries.map(([, tier]) => tier).join(',')}}`],
      'run',
    );
  }
}
