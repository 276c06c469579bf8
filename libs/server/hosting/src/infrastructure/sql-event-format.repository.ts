import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventFormat } from '../domain/event-format.entity.js';
import { EventFormatRepository, type FormatSearch } from '../domain/event-format.repository.js';
import type { FormatStatus } from '../domain/format-status.js';

/** `%`, `_` and `\` typed into a search are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

@Injectable()
export class SqlEventFormatRepository extends EventFormatRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<EventFormat | null> {
    return this.em.findOne(EventFormat, { id });
  }

  findActiveBySlug(slug: string): Promise<EventFormat | null> {
    return this.em.findOne(EventFormat, { slug, status: 'active' });
  }

  listByOwner(ownerId: string, statuses: readonly FormatStatus[]): Promise<EventFormat[]> {
    return this.em.find(
      EventFormat,
      { ownerId, status: { $in: [...statuses] } },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 500 },
    );
  }

  listUnclaimed(email: string): Promise<EventFormat[]> {
    return this.em.find(EventFormat, { hostEmail: email, ownerId: null }, { orderBy: { createdAt: 'asc' } });
  }

  async searchActive(search: FormatSearch): Promise<{ formats: EventFormat[]; total: number }> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (search.text !== '') {
      conditions.push(`title ilike ? or description ilike ?`);
      values.push(likePattern(search.text), likePattern(search.text));
    }
    if (search.cities.length > 0) {
      conditions.push(`location->>'city' in (?)`);
      values.push(search.cities);
    }
    if (search.neighbourhoods.length > 0) {
      conditions.push(`((location->>'city') || '/' || (location->>'neighborhood')) in (?)`);
      values.push(search.neighbourhoods);
    }
    const where = `status = 'active'${conditions.length > 0 ? ` and (${conditions.join(' or ')})` : ''}`;
    const rows = await this.em.execute<{ id: string; total: string }[]>(
      `select id, count(*) over () as total from hosting.event_formats where ${where}
        order by published_at desc, id desc limit ? offset ?`,
      [...values, search.limit, search.offset],
    );
    if (rows.length === 0) {
      const counted =
        search.offset > 0
          ? await this.em.execute<{ total: string }[]>(
              `select count(*) as total from hosting.event_formats where ${where}`,
              values,
            )
          : [];
      return { formats: [], total: Number(counted[0]?.total ?? 0) };
    }
    const ids = rows.map((row) => row.id);
    const formats = await this.em.find(EventFormat, { id: { $in: ids } });
    const byId = new Map(formats.map((format) => [format.id, format]));
    return {
      formats: ids.flatMap((id) => byId.get(id) ?? []),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  async listAll(
    statuses: readonly FormatStatus[],
    limit: number,
    offset: number,
  ): Promise<{ formats: EventFormat[]; total: number }> {
    const [formats, total] = await this.em.findAndCount(
      EventFormat,
      statuses.length > 0 ? { status: { $in: [...statuses] } } : {},
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit, offset },
    );
    return { formats, total };
  }

  listCollectingInterest(): Promise<EventFormat[]> {
    return this.em.find(EventFormat, { status: 'active', interestClosedAt: null }, { orderBy: { publishedAt: 'asc' } });
  }

  listInterestClosedSince(since: Date): Promise<EventFormat[]> {
    return this.em.find(
      EventFormat,
      { status: 'active', interestClosedAt: { $gt: since } },
      { orderBy: { interestClosedAt: 'asc' } },
    );
  }

  async recordInterestOutcome(format: EventFormat, outcome: 'closed' | 'extended' | 'cancelled'): Promise<boolean> {
    const rows =
      outcome === 'extended'
        ? await this.em.execute<{ id: string }[]>(
            `update hosting.event_formats set interest_extended_at = ?, updated_at = ?
              where id = ? and status = 'active' and interest_extended_at is null and interest_closed_at is null
              returning id`,
            [format.interestExtendedAt, format.interestExtendedAt, format.id],
          )
        : await this.em.execute<{ id: string }[]>(
            `update hosting.event_formats set interest_closed_at = ?, updated_at = ?
              where id = ? and status = 'active' and interest_closed_at is null returning id`,
            [format.interestClosedAt, format.interestClosedAt, format.id],
          );
    return rows.length > 0;
  }

  async save(format: EventFormat): Promise<void> {
    await this.em.persist(format).flush();
  }

  async delete(format: EventFormat): Promise<void> {
    await this.em.remove(format).flush();
  }
}
