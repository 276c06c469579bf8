import type { Clock } from '@ember/kernel';
import { cities, suggestNeighbourhoods } from '@ember/hosting-rules';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { PublicFormatView } from './format-view.js';

export const searchPage = { defaultLimit: 20, maxLimit: 50 } as const;

/**
 * Active formats anyone may find: the words match titles and descriptions, and name cities and
 * neighbourhoods ("kensington" finds formats in Kensington Market). Newest first.
 */
export class SearchFormatsQuery {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly clock: Clock,
  ) {}

  async execute(query: string, limit: number, offset: number): Promise<{ formats: PublicFormatView[]; total: number }> {
    const text = query.trim().replace(/\s+/g, ' ').slice(0, 100);
    const named = text.length >= 3;
    const result = await this.formats.searchActive({
      text,
      cities: named
        ? cities.filter((city) => city.label.toLowerCase().includes(text.toLowerCase())).map((city) => city.slug)
        : [],
      neighbourhoods: named
        ? cities.flatMap((city) => suggestNeighbourhoods(city.slug, text).map((place) => `${city.slug}/${place.slug}`))
        : [],
      limit: Math.min(Math.max(1, limit), searchPage.maxLimit),
      offset: Math.max(0, offset),
    });
    const now = this.clock.now();
    return { formats: result.formats.map((format) => ({ format, today: format.today(now) })), total: result.total };
  }
}
