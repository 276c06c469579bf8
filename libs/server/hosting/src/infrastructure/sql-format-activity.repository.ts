import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FormatActivity } from '../domain/format-activity.entity.js';
import { FormatActivityRepository } from '../domain/format-activity.repository.js';

@Injectable()
export class SqlFormatActivityRepository extends FormatActivityRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(activity: FormatActivity): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into hosting.activities (id, format_id, type, message, format_title, occurred_at, event_key)
       values (?, ?, ?, ?, ?, ?, ?) on conflict (event_key) do nothing returning id`,
      [
        activity.id,
        activity.formatId,
        activity.type,
        activity.message.slice(0, 400),
        activity.formatTitle,
        activity.occurredAt,
        activity.eventKey,
      ],
    );
    return rows.length === 1;
  }

  async listForOwner(
    ownerId: string,
    page: { limit: number; offset: number },
  ): Promise<{ activities: FormatActivity[]; total: number }> {
    const rows = await this.em.execute<(Record<string, unknown> & { total: string })[]>(
      `select a.id, a.format_id, a.type, a.message, a.format_title, a.occurred_at, a.event_key, count(*) over () as total
         from hosting.activities a join hosting.event_formats f on f.id = a.format_id
        where f.owner_id = ?
        order by a.occurred_at desc, a.id desc limit ? offset ?`,
      [ownerId, page.limit, page.offset],
    );
    const activities = rows.map((row) =>
      Object.assign(new FormatActivity(), {
        id: row['id'],
        formatId: row['format_id'],
        type: row['type'],
        message: row['message'],
        formatTitle: row['format_title'],
        occurredAt: new Date(row['occurred_at'] as string),
        eventKey: row['event_key'],
      }),
    );
    const total =
      rows.length > 0
        ? Number(rows[0]?.total)
        : Number(
            (
              await this.em.execute<{ total: string }[]>(
                `select count(*) as total from hosting.activities a join hosting.event_formats f on f.id = a.format_id where f.owner_id = ?`,
                [ownerId],
              )
            )[0]?.total ?? 0,
          );
    return { activities, total };
  }
}
