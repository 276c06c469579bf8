import { Injectable } from '@nestjs/common';
import { FormatLifecycleEvents } from '@ember/hosting';
import { FormatProgress } from '../application/format-progress.port.js';

/**
 * Through hosting's lifecycle events: the host's count of groups, confirmed participants and
 * revenue (the host's share of each ticket, net of refunds), with their activity entries.
 */
@Injectable()
export class HostingFormatProgress extends FormatProgress {
  constructor(private readonly events: FormatLifecycleEvents) {
    super();
  }

  async groupFormed(formatId: string, groupId: string, size: number): Promise<void> {
    await this.events.groupFormed({ formatId, groupId, size });
  }

  async ticketPaid(formatId: string, memberId: string, paymentId: string, amountCents: number): Promise<void> {
    await this.events.participantConfirmed({ formatId, memberId });
    if (amountCents > 0) await this.events.paymentReceived({ formatId, memberId, paymentId, amountCents });
  }

  async attended(formatId: string, memberId: string, groupId: string): Promise<void> {
    await this.events.attendanceRecorded({ formatId, memberId, groupId, attended: true });
  }

  async ticketRefunded(formatId: string, memberId: string, refundId: string, amountCents: number): Promise<void> {
    if (amountCents > 0) await this.events.paymentRefunded({ formatId, memberId, refundId, amountCents });
  }
}
