import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '@ember/kernel';
import {
  type AttendanceRecord,
  type GroupRecord,
  type InterestRecord,
  LifecycleRecords,
  type PaymentRecord,
} from '../application/lifecycle-records.port.js';

/** Idempotent writes: a fact already stored is left as it is and answers false. */
@Injectable()
export class SqlLifecycleRecords extends LifecycleRecords {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Interest again after withdrawing counts again, from the new time. */
  async recordInterest({ formatId, memberId, displayName, at }: InterestRecord): Promise<boolean> {
    return this.changed(
      `insert into hosting.interest_registrations (id, format_id, member_id, display_name, registered_at)
       values (?, ?, ?, ?, ?)
       on conflict (format_id, member_id) do update
          set registered_at = excluded.registered_at, withdrawn_at = null, confirmed_at = null,
              display_name = coalesce(excluded.display_name, hosting.interest_registrations.display_name)
        where hosting.interest_registrations.withdrawn_at is not null
       returning id`,
      [newId(), formatId, memberId, displayName, at],
    );
  }

  withdrawInterest(formatId: string, memberId: string, at: Date): Promise<boolean> {
    return this.changed(
      `update hosting.interest_registrations set withdrawn_at = ?
        where format_id = ? and member_id = ? and withdrawn_at is null returning id`,
      [at, formatId, memberId],
    );
  }

  async isInterested(formatId: string, memberId: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select id from hosting.interest_registrations where format_id = ? and member_id = ? and withdrawn_at is null`,
      [formatId, memberId],
    );
    return rows.length > 0;
  }

  async interestsOf(memberId: string): Promise<string[]> {
    const rows = await this.em.execute<{ format_id: string }[]>(
      `select format_id from hosting.interest_registrations where member_id = ? and withdrawn_at is null`,
      [memberId],
    );
    return rows.map((row) => row.format_id);
  }

  confirmParticipant(formatId: string, memberId: string, at: Date): Promise<boolean> {
    return this.changed(
      `update hosting.interest_registrations set confirmed_at = ?
        where format_id = ? and member_id = ? and withdrawn_at is null and confirmed_at is null returning id`,
      [at, formatId, memberId],
    );
  }

  recordGroup({ groupId, formatId, size, at }: GroupRecord): Promise<boolean> {
    return this.changed(
      `insert into hosting.format_groups (id, format_id, size, formed_at) values (?, ?, ?, ?)
       on conflict (id) do nothing returning id`,
      [groupId, formatId, size, at],
    );
  }

  recordPayment(record: PaymentRecord): Promise<boolean> {
    return this.changed(
      `insert into hosting.format_payments
         (id, payment_key, format_id, member_id, kind, amount_cents, host_earnings_cents, occurred_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (payment_key) do nothing returning id`,
      [
        newId(),
        `${record.kind}:${record.paymentId}`,
        record.formatId,
        record.memberId,
        record.kind,
        record.amountCents,
        record.hostEarningsCents,
        record.at,
      ],
    );
  }

  recordAttendance({ formatId, memberId, groupId, attended, at }: AttendanceRecord): Promise<boolean> {
    return this.changed(
      `insert into hosting.attendance_records (id, format_id, member_id, group_key, attended, recorded_at)
       values (?, ?, ?, ?, ?, ?)
       on conflict (format_id, member_id, group_key) do update
          set attended = excluded.attended, recorded_at = excluded.recorded_at
        where hosting.attendance_records.attended <> excluded.attended
       returning id`,
      [newId(), formatId, memberId, groupId ?? '', attended, at],
    );
  }

  private async changed(sql: string, values: unknown[]): Promise<boolean> {
    return (await this.em.execute<{ id: string }[]>(sql, values)).length > 0;
  }
}
