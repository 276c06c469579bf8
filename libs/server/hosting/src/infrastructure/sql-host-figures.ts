import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type FormatCounts,
  HostFigures,
  type HostMetrics,
  type Participant,
} from '../application/host-figures.port.js';

/** A format's status at ? (bound to the moment), rebuilt from the times of its transitions. */
const archivedBy = `(f.archived_at is not null and f.archived_at <= ?)`;
const completedBy = `(f.completed_at is not null and f.completed_at <= ?)`;
const publishedBy = `(f.published_at is not null and f.published_at <= ?)`;

/**
 * The dashboard's figures are queries over hosting's own tables, at any moment: the present for
 * the figures, thirty days ago for the trends. Transitions only move forward (draft → active →
 * completed, archived from any), so their times tell each format's status at a past moment.
 */
@Injectable()
export class SqlHostFigures extends HostFigures {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async countsOf(formatIds: readonly string[]): Promise<Map<string, FormatCounts>> {
    if (formatIds.length === 0) return new Map();
    const rows = await this.em.execute<Record<string, string | null>[]>(
      `select f.id,
              (select count(*) from hosting.interest_registrations r where r.format_id = f.id and r.withdrawn_at is null) as interested,
              (select count(*) from hosting.interest_registrations r
                where r.format_id = f.id and r.withdrawn_at is null and r.confirmed_at is not null) as confirmed,
              (select count(*) from hosting.format_groups g where g.format_id = f.id) as groups_formed,
              (select coalesce(sum(case p.kind when 'refund' then -p.host_earnings_cents else p.host_earnings_cents end), 0)
                 from hosting.format_payments p where p.format_id = f.id) as revenue,
              (select round(100.0 * count(*) filter (where a.attended) / nullif(count(*), 0))
                 from hosting.attendance_records a where a.format_id = f.id) as attendance_rate
         from hosting.event_formats f where f.id in (?)`,
      [[...formatIds]],
    );
    return new Map(
      rows.map((row) => [
        String(row['id']),
        {
          interested: Number(row['interested']),
          confirmed: Number(row['confirmed']),
          groupsFormed: Number(row['groups_formed']),
          revenue: Number(row['revenue']),
          attendanceRate: row['attendance_rate'] === null ? null : Number(row['attendance_rate']),
        },
      ]),
    );
  }

  async participantsOf(formatId: string): Promise<Participant[]> {
    const rows = await this.em.execute<
      { member_id: string; display_name: string | null; registered_at: string; confirmed_at: string | null }[]
    >(
      `select member_id, display_name, registered_at, confirmed_at from hosting.interest_registrations
        where format_id = ? and withdrawn_at is null order by registered_at, id`,
      [formatId],
    );
    return rows.map((row) => ({
      memberId: row.member_id,
      name: row.display_name,
      joinedAt: new Date(row.registered_at),
      status: row.confirmed_at ? 'confirmed' : 'pending',
    }));
  }

  async metricsAt(ownerId: string, at: Date): Promise<HostMetrics> {
    const [formats] = await this.em.execute<Record<string, string>[]>(
      `select count(*) filter (where not ${archivedBy}) as total,
              count(*) filter (where ${publishedBy} and not ${completedBy} and not ${archivedBy}) as active,
              count(*) filter (where not ${publishedBy} and not ${archivedBy}) as draft,
              count(*) filter (where ${completedBy} and not ${archivedBy}) as completed
         from hosting.event_formats f where f.owner_id = ? and f.created_at <= ?`,
      [at, at, at, at, at, at, at, at, ownerId, at],
    );
    const [money] = await this.em.execute<{ revenue: string }[]>(
      `select coalesce(sum(case p.kind when 'refund' then -p.host_earnings_cents else p.host_earnings_cents end), 0) as revenue
         from hosting.format_payments p join hosting.event_formats f on f.id = p.format_id
        where f.owner_id = ? and p.occurred_at <= ?`,
      [ownerId, at],
    );
    const [interest] = await this.em.execute<{ interest: string }[]>(
      `select count(*) as interest
         from hosting.interest_registrations r join hosting.event_formats f on f.id = r.format_id
        where f.owner_id = ? and r.registered_at <= ? and (r.withdrawn_at is null or r.withdrawn_at > ?)
          and ${publishedBy} and not ${completedBy} and not ${archivedBy}`,
      [ownerId, at, at, at, at, at],
    );
    const [attendance] = await this.em.execute<{ rate: string | null }[]>(
      `select round(100.0 * count(*) filter (where a.attended) / nullif(count(*), 0)) as rate
         from hosting.attendance_records a join hosting.event_formats f on f.id = a.format_id
        where f.owner_id = ? and a.recorded_at <= ?`,
      [ownerId, at],
    );
    return {
      totalFormats: Number(formats?.['total'] ?? 0),
      activeFormats: Number(formats?.['active'] ?? 0),
      draftFormats: Number(formats?.['draft'] ?? 0),
      completedFormats: Number(formats?.['completed'] ?? 0),
      averageAttendance: Number(attendance?.rate ?? 0),
      totalRevenue: Number(money?.revenue ?? 0),
      activeInterest: Number(interest?.interest ?? 0),
    };
  }
}
