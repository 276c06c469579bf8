import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProfileSightings } from '../application/profile-sightings.port.js';
import { discoverableSql } from './browse-page.sql.js';

/** One member's sighting of another, by the same rule as a browse page (`discoverableSql`). */
@Injectable()
export class SqlProfileSightings extends ProfileSightings {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async canSee(viewerId: string, targetId: string): Promise<boolean> {
    const rows = await this.em.execute<{ visible: boolean }[]>(
      `select exists (
         select 1 from profile.browse_entries e
          where e.user_id = ? and ${discoverableSql}
            and not exists (select 1 from profile.browse_blocks b
                             where (b.blocker_id = ? and b.blocked_id = e.user_id)
                                or (b.blocker_id = e.user_id and b.blocked_id = ?))
       ) as visible`,
      [targetId, viewerId, viewerId],
    );
    return rows[0]?.visible === true;
  }
}
