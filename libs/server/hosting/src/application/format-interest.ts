import type { Clock } from '@ember/kernel';
import type { EventFormat } from '../domain/event-format.entity.js';
import {
  FormatNotFoundError,
  InterestClosedError,
  OwnFormatInterestError,
  ProfileNotReadyError,
} from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { InterestGap } from '../domain/interest-gaps.js';
import type { FormatLifecycleEvents } from './format-lifecycle-events.js';
import type { HostFigures } from './host-figures.port.js';
import type { HostingMailer } from './hosting-mailer.port.js';
import type { LifecycleRecords } from './lifecycle-records.port.js';
import type { MemberReadiness } from './member-readiness.port.js';

/** A member's interest in one active format, as the format's page shows it. */
export interface MyInterest {
  interested: boolean;
  /** The format still collects interest. */
  open: boolean;
  closesAt: Date | null;
  /** The member hosts this format (never in its pool). */
  isHost: boolean;
  /** What keeps the member from registering; empty when nothing does. */
  gaps: InterestGap[];
}

/**
 * Members register and withdraw interest on a format's public page while it collects interest
 * (spec 3 §3): only with a profile others can see, never in their own format. Interest is kept
 * in hosting's read model through `FormatLifecycleEvents`, so the host's count and activity
 * follow from the same rows.
 */
export class FormatInterest {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly records: LifecycleRecords,
    private readonly events: FormatLifecycleEvents,
    private readonly readiness: MemberReadiness,
    private readonly figures: HostFigures,
    private readonly mailer: HostingMailer,
    private readonly clock: Clock,
  ) {}

  async mine(memberId: string, slug: string): Promise<MyInterest> {
    const format = await this.activeFormat(slug);
    const standing = await this.readiness.of(memberId);
    return this.view(format, memberId, standing.gaps);
  }

  async register(memberId: string, slug: string): Promise<MyInterest> {
    const format = await this.activeFormat(slug);
    if (format.isOwnedBy(memberId)) throw new OwnFormatInterestError();
    if (!format.collectsInterest(this.clock.now())) throw new InterestClosedError();
    const standing = await this.readiness.of(memberId);
    if (standing.gaps.length > 0) throw new ProfileNotReadyError(standing.gaps);
    await this.events.interestRegistered({ formatId: format.id, memberId, displayName: standing.firstName });
    await this.tellHostAtMinimum(format);
    return this.view(format, memberId, []);
  }

  async withdraw(memberId: string, slug: string): Promise<MyInterest> {
    const format = await this.activeFormat(slug);
    if (!format.collectsInterest(this.clock.now())) throw new InterestClosedError();
    await this.events.interestWithdrawn({ formatId: format.id, memberId });
    const standing = await this.readiness.of(memberId);
    return this.view(format, memberId, standing.gaps);
  }

  /** The host hears when interest first reaches the minimum group size (a group can form). */
  private async tellHostAtMinimum(format: EventFormat): Promise<void> {
    const interested = (await this.figures.countsOf([format.id])).get(format.id)?.interested ?? 0;
    const minimum = format.capacity.minParticipants;
    if (interested !== minimum) return;
    await this.mailer.sendInterestMilestone({
      to: format.hostEmail,
      formatId: format.id,
      formatTitle: format.title,
      interested,
      minimum,
    });
  }

  private async activeFormat(slug: string): Promise<EventFormat> {
    const format = /^[a-z0-9-]{1,80}$/.test(slug) ? await this.formats.findActiveBySlug(slug) : null;
    if (!format) throw new FormatNotFoundError();
    return format;
  }

  private async view(format: EventFormat, memberId: string, gaps: InterestGap[]): Promise<MyInterest> {
    return {
      interested: await this.records.isInterested(format.id, memberId),
      open: format.collectsInterest(this.clock.now()),
      closesAt: format.interestClosesAt(),
      isHost: format.isOwnedBy(memberId),
      gaps,
    };
  }
}
