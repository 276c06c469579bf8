import type { Clock } from '@ember/kernel';
import { PeopleFilters, type RawPeopleFilters } from '../domain/people-filters.entity.js';
import type { PeopleFiltersRepository } from '../domain/people-filters.repository.js';

/** The earliest calendar day it is anywhere (UTC-12): a member's "today" is never refused as past. */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** The member's people filters, or the defaults before they saved any. */
export class GetPeopleFiltersQuery {
  constructor(
    private readonly filters: PeopleFiltersRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<PeopleFilters> {
    return (await this.filters.find(userId)) ?? PeopleFilters.defaults(userId, this.clock.now());
  }
}

/** Replaces the member's people filters after checking every setting (nothing is stored on a refusal). */
export class SavePeopleFiltersUseCase {
  constructor(
    private readonly filters: PeopleFiltersRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, raw: RawPeopleFilters): Promise<PeopleFilters> {
    const now = this.clock.now();
    const filters = PeopleFilters.from(userId, raw, now, earliestToday(now));
    await this.filters.save(filters);
    return filters;
  }
}
