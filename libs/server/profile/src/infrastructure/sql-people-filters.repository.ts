import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PeopleFilters } from '../domain/people-filters.entity.js';
import { PeopleFiltersRepository } from '../domain/people-filters.repository.js';

@Injectable()
export class SqlPeopleFiltersRepository extends PeopleFiltersRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(userId: string): Promise<PeopleFilters | null> {
    return this.em.findOne(PeopleFilters, { userId });
  }

  async save(filters: PeopleFilters): Promise<void> {
    // One statement whether or not the member saved before: two tabs saving at once cannot collide.
    await this.em.upsert(PeopleFilters, { ...filters });
  }
}
