import type { PeopleFilters } from './people-filters.entity.js';

export abstract class PeopleFiltersRepository {
  abstract find(userId: string): Promise<PeopleFilters | null>;
  /** Stores the member's filters, replacing what was there. */
  abstract save(filters: PeopleFilters): Promise<void>;
}
