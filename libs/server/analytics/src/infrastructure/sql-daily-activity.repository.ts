import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ActivityMetrics, metricKeys } from '../domain/activity-metrics.js';
import type { ActivitySubject } from '../domain/activity-subject.js';
import { DailyActivity } from '../domain/daily-activity.entity.js';
import { DailyActivityRepository, type DailyTotals } from '../domain/daily-activity.repository.js';

// Counters saturate at the column's range instead of failing: a runaway tab must not break tracking.
const saturated = (key: string) => `${key} = least(daily_activity.${key}::bigint + excluded.${key}, 2147483647)`;

@Injectable()
export class SqlDailyActivityRepository extends DailyActivityRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(subject: ActivitySubject, day: string, metrics: ActivityMetrics, now: Date): Promise<void> {
    // One statement, so concurrent batches from two tabs of the same visitor both count.
    const row = DailyActivity.open(subject, day, now);
    await this.em.execute(
      `insert into analytics.daily_activity (id, day, subject_kind, subject_id, ${metricKeys.join(', ')}, created_at, updated_at)
       values (?, ?, ?, ?, ${metricKeys.map(() => '?').join(', ')}, ?, ?)
       on conflict (day, subject_kind, subject_id) do update set
         ${metricKeys.map(saturated).join(', ')}, updated_at = excluded.updated_at`,
      [row.id, day, subject.kind, subject.id, ...metricKeys.map((key) => metrics[key]), now, now],
      'run',
    );
  }

  async totals(from: string, to: string): Promise<DailyTotals[]> {
    const rows = await this.em.execute<Record<string, string | number>[]>(
      `select to_char(day, 'YYYY-MM-DD') as day,
              count(*) filter (where subject_kind = 'visitor') as visitors,
              count(*) filter (where subject_kind = 'member') as members,
              ${metricKeys.map((key) => `sum(${key}) as ${key}`).join(', ')}
         from analytics.daily_activity
        where day between ? and ?
        group by day
        order by day`,
      [from, to],
    );
    return rows.map((row) => ({
      day: String(row['day']),
      visitors: Number(row['visitors']),
      members: Number(row['members']),
      metrics: Object.fromEntries(metricKeys.map((key) => [key, Number(row[key])])) as ActivityMetrics,
    }));
  }
}
