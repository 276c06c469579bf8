import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Interest } from '../domain/interest.entity.js';
import { InterestRepository } from '../domain/interest.repository.js';
import { refreshCompleteInterests } from './browse-entries.sql.js';

@Injectable()
export class SqlInterestRepository extends InterestRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listByUser(userId: string): Promise<Interest[]> {
    return this.em.find(Interest, { userId }, { orderBy: { position: 'asc', createdAt: 'asc' } });
  }

  listByUsers(userIds: readonly string[]): Promise<Interest[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.em.find(
      Interest,
      { userId: { $in: [...userIds] } },
      { orderBy: { position: 'asc', createdAt: 'asc' } },
    );
  }

  findById(id: string): Promise<Interest | null> {
    return this.em.findOne(Interest, { id });
  }

  async saveAll(interests: readonly Interest[]): Promise<void> {
    await this.em.persist([...interests]).flush();
    // Browse shows only members with a complete interest: the read model follows every change.
    await refreshCompleteInterests(
      this.em,
      interests.map((interest) => interest.userId),
    );
  }

  async remove(interests: readonly Interest[]): Promise<void> {
    if (interests.length === 0) return;
    await this.em.remove([...interests]).flush();
    await refreshCompleteInterests(
      this.em,
      interests.map((interest) => interest.userId),
    );
  }
}
