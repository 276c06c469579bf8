import { type Clock, isId } from '@ember/kernel';
import type { InterestOutcome } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { FormatLifecycleEvents } from './format-lifecycle-events.js';
import type { HostFigures } from './host-figures.port.js';
import type { HostingMailer } from './hosting-mailer.port.js';
import { scheduleInterestEnd } from './interest-phase.js';
import type { MemberAddresses } from './member-addresses.port.js';
import type { PhaseScheduler } from './phase-scheduler.port.js';

/**
 * The end of a format's interest period (spec 3 §3, low interest), run by its phase job. The
 * format's row takes the outcome with a compare-and-set, so a job delivered twice, or run by two
 * workers at once, extends, closes or cancels the format once; only that run tells people.
 */
export class CloseInterestUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly figures: HostFigures,
    private readonly events: FormatLifecycleEvents,
    private readonly scheduler: PhaseScheduler,
    private readonly mailer: HostingMailer,
    private readonly addresses: MemberAddresses,
    private readonly clock: Clock,
  ) {}

  async execute(formatId: string): Promise<InterestOutcome> {
    const format = isId(formatId) ? await this.formats.findById(formatId.toLowerCase()) : null;
    if (!format) return 'settled';
    const now = this.clock.now();
    const interested = await this.figures.participantsOf(format.id);
    const outcome = format.closeInterest(now, interested.length);
    if (outcome === 'not-due' || outcome === 'settled') return outcome;
    if (!(await this.formats.recordInterestOutcome(format, outcome))) return 'settled';
    const mail = {
      to: format.hostEmail,
      formatId: format.id,
      formatTitle: format.title,
      interested: interested.length,
    };
    if (outcome === 'extended') {
      await scheduleInterestEnd(this.scheduler, format);
      await this.mailer.sendInterestExtended({ ...mail, closesAt: format.interestClosesAt()! });
    } else if (outcome === 'closed') {
      await this.scheduler.openSelection(format.id, now);
      await this.mailer.sendInterestClosed(mail);
    } else {
      await this.events.formatCancelled({ formatId: format.id, reason: 'Not enough interest', at: now });
      const emails = await this.addresses.emailsOf(interested.map((participant) => participant.memberId));
      await this.mailer.sendCancelledForLowInterest({ ...mail, memberEmails: [...emails.values()] });
    }
    return outcome;
  }
}
