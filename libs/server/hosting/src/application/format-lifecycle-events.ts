import { type Clock, isId } from '@ember/kernel';
import { feeSplit, formatDollars } from '@ember/hosting-rules';
import type { EventFormat } from '../domain/event-format.entity.js';
import { FormatNotFoundError, InvalidLifecycleEventError } from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { type ActivityType, FormatActivity, activityMessages } from '../domain/format-activity.entity.js';
import type { FormatActivityRepository } from '../domain/format-activity.repository.js';
import type { LifecycleRecords } from './lifecycle-records.port.js';

interface MemberEvent {
  formatId: string;
  memberId: string;
  /** When it happened; now when not given. */
  at?: Date;
}

/**
 * What the format-lifecycle and payments contexts tell hosting about a published format:
 * interest, confirmations, groups, payments and refunds, attendance, completion, cancellation.
 * Each is stored in hosting's read models (the dashboard and the format's numbers read only those)
 * and, where a host cares, added to the activity list. Telling the same fact twice changes nothing.
 */
export class FormatLifecycleEvents {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly records: LifecycleRecords,
    private readonly activities: FormatActivityRepository,
    private readonly clock: Clock,
  ) {}

  async interestRegistered(event: MemberEvent & { displayName?: string | null }): Promise<void> {
    const format = await this.format(event.formatId, event.memberId);
    const at = event.at ?? this.clock.now();
    const displayName = event.displayName?.trim().slice(0, 80) || null;
    if (await this.records.recordInterest({ formatId: format.id, memberId: event.memberId, displayName, at }))
      await this.log(
        format,
        'interest',
        activityMessages.interest(format.title, displayName),
        at,
        `interest:${format.id}:${event.memberId}`,
      );
  }

  async interestWithdrawn(event: MemberEvent): Promise<void> {
    const format = await this.format(event.formatId, event.memberId);
    await this.records.withdrawInterest(format.id, event.memberId, event.at ?? this.clock.now());
  }

  /** A selected participant confirmed and paid for their place. */
  async participantConfirmed(event: MemberEvent): Promise<void> {
    const format = await this.format(event.formatId, event.memberId);
    await this.records.confirmParticipant(format.id, event.memberId, event.at ?? this.clock.now());
  }

  async groupFormed(event: { formatId: string; groupId: string; size: number; at?: Date }): Promise<void> {
    if (!Number.isInteger(event.size) || event.size < 1) throw new InvalidLifecycleEventError('A group has members.');
    const format = await this.format(event.formatId, event.groupId);
    const at = event.at ?? this.clock.now();
    if (await this.records.recordGroup({ groupId: event.groupId, formatId: format.id, size: event.size, at }))
      await this.log(
        format,
        'group_formed',
        activityMessages.groupFormed(format.title, event.size),
        at,
        `group:${event.groupId}`,
      );
  }

  /** A ticket paid: `amountCents` is what the participant paid; the host's share follows the 80/20 split. */
  async paymentReceived(
    event: MemberEvent & { paymentId: string; amountCents: number; displayName?: string | null },
  ): Promise<void> {
    this.assertAmount(event.amountCents);
    const format = await this.format(event.formatId, event.memberId);
    const at = event.at ?? this.clock.now();
    const recorded = await this.records.recordPayment({
      paymentId: event.paymentId,
      formatId: format.id,
      memberId: event.memberId,
      kind: 'payment',
      amountCents: event.amountCents,
      hostEarningsCents: feeSplit(event.amountCents).hostEarningsCents,
      at,
    });
    const name = event.displayName?.trim().slice(0, 80) || null;
    if (recorded)
      await this.log(
        format,
        'payment',
        activityMessages.payment(format.title, name, formatDollars(event.amountCents)),
        at,
        `payment:${event.paymentId}`,
      );
  }

  /** Money back to a participant: the host's share of it leaves the host's revenue. */
  async paymentRefunded(event: MemberEvent & { refundId: string; amountCents: number }): Promise<void> {
    this.assertAmount(event.amountCents);
    const format = await this.format(event.formatId, event.memberId);
    const at = event.at ?? this.clock.now();
    const recorded = await this.records.recordPayment({
      paymentId: event.refundId,
      formatId: format.id,
      memberId: event.memberId,
      kind: 'refund',
      amountCents: event.amountCents,
      hostEarningsCents: feeSplit(event.amountCents).hostEarningsCents,
      at,
    });
    if (recorded)
      await this.log(
        format,
        'payment',
        activityMessages.refund(format.title, formatDollars(event.amountCents)),
        at,
        `refund:${event.refundId}`,
      );
  }

  async attendanceRecorded(event: MemberEvent & { groupId?: string | null; attended: boolean }): Promise<void> {
    const format = await this.format(event.formatId, event.memberId, event.groupId);
    await this.records.recordAttendance({
      formatId: format.id,
      memberId: event.memberId,
      groupId: event.groupId ?? null,
      attended: event.attended,
      at: event.at ?? this.clock.now(),
    });
  }

  /** The format's last event took place: active → completed. */
  async formatCompleted(event: { formatId: string; at?: Date }): Promise<void> {
    const format = await this.format(event.formatId);
    if (format.status === 'completed') return;
    const at = event.at ?? this.clock.now();
    format.complete(at);
    await this.formats.save(format);
    await this.log(format, 'completion', activityMessages.completion(format.title), at, `completion:${format.id}`);
  }

  /** The format was called off (too little interest, the host's decision): it is archived. */
  async formatCancelled(event: { formatId: string; reason?: string | null; at?: Date }): Promise<void> {
    const format = await this.format(event.formatId);
    if (format.status === 'archived') return;
    const at = event.at ?? this.clock.now();
    format.archive(at);
    await this.formats.save(format);
    const reason = event.reason?.trim().slice(0, 200) || null;
    await this.log(
      format,
      'cancellation',
      activityMessages.cancellation(format.title, reason),
      at,
      `cancellation:${format.id}`,
    );
  }

  private async format(id: string, ...memberAndGroupIds: (string | null | undefined)[]): Promise<EventFormat> {
    for (const other of memberAndGroupIds)
      if (other != null && !isId(other))
        throw new InvalidLifecycleEventError('Members and groups are told by their ids.');
    const format = isId(id) ? await this.formats.findById(id.toLowerCase()) : null;
    if (!format) throw new FormatNotFoundError();
    return format;
  }

  private assertAmount(cents: number): void {
    if (!Number.isInteger(cents) || cents <= 0)
      throw new InvalidLifecycleEventError('An amount is a positive number of cents.');
  }

  private async log(format: EventFormat, type: ActivityType, message: string, at: Date, key: string): Promise<void> {
    await this.activities.record(FormatActivity.record(format.id, format.title, type, message, at, key));
  }
}
