import type { Clock } from '@ember/kernel';
import type { Group } from '../domain/group/group.entity.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import { slotDescription } from '../domain/round/meeting-slot.js';
import type { Round } from '../domain/round/round.entity.js';
import type { FormatProgress } from './format-progress.port.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberPool } from './member-pool.port.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { GroupMailContext, RoundMailer } from './round-mailer.port.js';

/**
 * After a group ends (confirmed or released): captures or refunds what its members paid on
 * joining, lets go of checkouts nobody joined with, and tells them, then marks it settled. Every step is idempotent, so running it again
 * after a failure finishes the work without charging, refunding or mailing twice.
 */
export class GroupSettlement {
  constructor(
    private readonly groups: GroupRepository,
    private readonly payments: PaymentGateway,
    private readonly mailer: RoundMailer,
    private readonly accounts: MemberAccounts,
    private readonly pool: MemberPool,
    private readonly formats: FormatProgress,
    private readonly clock: Clock,
  ) {}

  async settle(round: Round, group: Group): Promise<void> {
    if (group.settledAt || group.status === 'reviewing') return;
    const joined = group.memberships.filter((membership) => membership.decision === 'joined');
    for (const membership of joined) {
      if (!membership.paymentReference) continue;
      if (group.status === 'confirmed') await this.payments.capture(membership.paymentReference);
      else {
        await this.payments.refund(membership.paymentReference, membership.id);
        // The group will not meet (dropout, too few, released): the ticket leaves the host's revenue.
        if (round.formatId)
          await this.formats.ticketRefunded(
            round.formatId,
            membership.memberId,
            `release:${membership.paymentReference}`,
            round.chargeCents,
          );
      }
    }
    await this.payments.closeCheckouts(group.id);
    const mail = await this.mailContext(round, group);
    if (group.status === 'confirmed') {
      const emails = await this.accounts.emailsOf(joined.map((membership) => membership.memberId));
      for (const membership of joined) {
        const to = emails.get(membership.memberId);
        if (to) await this.mailer.groupConfirmed(to, `rounds.confirmed.${group.id}.${membership.memberId}`, mail);
      }
    } else {
      const told = group.memberships.filter(
        (membership) => membership.decision !== 'declined' && membership.decision !== 'cancelled',
      );
      const emails = await this.accounts.emailsOf(told.map((membership) => membership.memberId));
      for (const membership of told) {
        const to = emails.get(membership.memberId);
        if (to) {
          await this.mailer.groupReleased(to, `rounds.released.${group.id}.${membership.memberId}`, {
            ...mail,
            refunded: membership.decision === 'joined',
          });
        }
      }
    }
    await this.groups.markSettled(group.id, this.clock.now());
  }

  /** What the group e-mails say: first names only, as on the group page. */
  async mailContext(round: Round, group: Group): Promise<GroupMailContext> {
    const members = await this.pool.cards(group.memberIds(), group.memberIds()[0]!);
    const host = group.hostMemberId ? await this.pool.memberIn(round, group.hostMemberId) : null;
    return {
      roundId: round.id,
      programName: round.programName,
      city: round.city,
      timeZone: round.timeZone,
      groupId: group.id,
      slotLabel: slotDescription(group.slot),
      neighborhood: group.neighborhood,
      meetsAt: group.meetsAt,
      sessionMinutes: round.sessionMinutes,
      sessions: round.sessions,
      memberNames: members.map((card) => card.firstName).sort((a, b) => a.localeCompare(b)),
      venueName: host?.venue?.venueName ?? null,
    };
  }
}
