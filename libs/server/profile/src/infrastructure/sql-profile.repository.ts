import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Profile } from '../domain/profile.entity.js';
import { ProfileRepository } from '../domain/profile.repository.js';
import { isId } from '@ember/kernel';
import { upsertProfileEntry } from './browse-entries.sql.js';

@Injectable()
export class SqlProfileRepository extends ProfileRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByUserId(userId: string): Promise<Profile | null> {
    return this.em.findOne(Profile, { userId });
  }

  listByUserIds(userIds: readonly string[]): Promise<Profile[]> {
    const ids = [...new Set(userIds)].filter((id) => isId(id));
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(Profile, { userId: { $in: ids } });
  }

  searchByFirstName(text: string, limit: number): Promise<Profile[]> {
    const pattern = `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return this.em.find(Profile, { firstName: { $ilike: pattern } }, { orderBy: { firstName: 'asc' }, limit });
  }

  listByIds(profileIds: readonly string[]): Promise<Profile[]> {
    const ids = [...new Set(profileIds)].filter((id) => isId(id));
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(Profile, { id: { $in: ids } });
  }

  async insert(profile: Profile): Promise<boolean> {
    // One statement decides between two tabs submitting at once; the winner's row becomes managed.
    const result = await this.em
      .createQueryBuilder(Profile)
      .insert({ ...profile })
      .onConflict(['userId'])
      .ignore()
      .execute('run');
    if (result.affectedRows !== 1) return false;
    this.em.merge(profile);
    await upsertProfileEntry(this.em, profile);
    return true;
  }

  async save(profile: Profile): Promise<void> {
    await this.em.persist(profile).flush();
    await upsertProfileEntry(this.em, profile);
  }
}
