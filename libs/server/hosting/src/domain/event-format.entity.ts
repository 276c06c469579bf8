import { newId } from '@ember/kernel';
import {
  type Capacity,
  type EventDetails,
  type FormatCategory,
  type FormatDraft,
  type FormatDraftInput,
  type FormatLocation,
  type FormatTimeline,
  type GroupRules,
  type PossibleDate,
  type Pricing,
  calendarDateIn,
  cityBySlug,
  mergeFormatDraft,
  newFormatDraft,
  slugify,
  titleLength,
  validateFormat,
} from '@ember/hosting-rules';
import {
  FormatIncompleteError,
  FormatLockedError,
  FormatNotActiveError,
  FormatNotDraftError,
  InvalidFormatError,
  PhasePassedError,
} from './event-format.errors.js';
import type { FormatStatus } from './format-status.js';

/** What ending the interest period did (see `closeInterest`). */
export type InterestOutcome = 'not-due' | 'settled' | 'closed' | 'extended' | 'cancelled';

/** Where a format without a city yet counts its days. */
const defaultTimeZone = 'America/Toronto';
const copySuffix = ' (copy)';
const dayMs = 24 * 3600 * 1000;

/**
 * An event format a host designs (spec 3 §3): its concept, timeline, dates, group rules,
 * capacity, pricing and place. Drafts save half-filled; publishing needs every rule to hold;
 * completed and archived formats no longer change. Until someone claims it through the mailed
 * link, a format made without an account has no owner.
 */
export class EventFormat {
  id!: string;
  slug: string | null = null;
  ownerId: string | null = null;
  status!: FormatStatus;
  title!: string;
  description!: string;
  category: FormatCategory | null = null;
  timeline!: FormatTimeline;
  possibleDates!: PossibleDate[];
  groupRules!: GroupRules;
  capacity!: Capacity;
  pricing!: Pricing;
  hostEmail!: string;
  hostFirstName!: string;
  isNewHost!: boolean;
  location!: FormatLocation;
  eventDetails!: EventDetails;
  duplicatedFromId: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;
  publishedAt: Date | null = null;
  completedAt: Date | null = null;
  archivedAt: Date | null = null;
  /** When the interest period was extended once for too little interest (extend-period). */
  interestExtendedAt: Date | null = null;
  /** When interest collection ended: enough interest, proceeding anyway, or called off. */
  interestClosedAt: Date | null = null;

  /** A new draft: the defaults with what the host gave, checked as a draft (what is there must be right). */
  static draft(ownerId: string | null, hostEmail: string, input: FormatDraftInput, now: Date): EventFormat {
    const content = mergeFormatDraft(newFormatDraft(), input);
    content.hostInfo = { ...content.hostInfo, email: hostEmail };
    const problems = validateFormat(content, { mode: 'draft' });
    if (problems.length > 0) throw new InvalidFormatError(problems);
    const format = new EventFormat();
    format.id = newId();
    format.ownerId = ownerId;
    format.status = 'draft';
    format.apply(content);
    format.createdAt = now;
    format.updatedAt = now;
    return format;
  }

  /** The format as the wizard's draft, field for field. */
  content(): FormatDraft {
    return structuredClone({
      format: this.title,
      description: this.description,
      category: this.category,
      timeline: this.timeline,
      possibleDates: this.possibleDates,
      groupRules: this.groupRules,
      capacity: this.capacity,
      pricing: this.pricing,
      hostInfo: { email: this.hostEmail, firstName: this.hostFirstName, isNewHost: this.isNewHost },
      location: this.location,
      eventDetails: this.eventDetails,
    });
  }

  /** Today in the format's city: the day its date rules count from. */
  today(now: Date): string {
    return calendarDateIn(now, cityBySlug(this.location.city)?.timeZone ?? defaultTimeZone);
  }

  /**
   * Lays the changes over the format. A draft stays a draft (what is there must be right); an
   * active format keeps every publishing rule except the earliest date, which it met when it went
   * live. The host's address belongs to the account and is not changed here.
   */
  update(input: FormatDraftInput, now: Date): void {
    if (this.status === 'completed' || this.status === 'archived') throw new FormatLockedError(this.status);
    const content = mergeFormatDraft(this.content(), input);
    if (this.status === 'active' && content.timeline.interestCollection !== this.timeline.interestCollection)
      this.assertInterestPeriodEditable(content.timeline.interestCollection, now);
    if (this.status === 'active') this.assertLaterPhasesEditable(content.timeline, now);
    content.hostInfo = { ...content.hostInfo, email: this.hostEmail };
    const problems = validateFormat(content, { mode: this.status === 'draft' ? 'draft' : 'publish' });
    if (problems.length > 0) throw new InvalidFormatError(problems);
    this.apply(content);
    this.updatedAt = now;
  }

  /** Draft → active, only when every rule of spec 3 §5 holds today; the format gets its page's slug. */
  publish(now: Date): void {
    if (this.status !== 'draft') throw new FormatNotDraftError('publish');
    const problems = validateFormat(this.content(), { mode: 'publish', today: this.today(now) });
    if (problems.length > 0) throw new FormatIncompleteError(problems);
    this.status = 'active';
    this.slug ??= `${slugify(this.title, 40) || 'format'}-${this.id.replace(/-/g, '').slice(-8)}`;
    this.publishedAt = now;
    this.updatedAt = now;
  }

  /** Active → completed, when the last event has taken place. */
  complete(now: Date): void {
    if (this.status !== 'active') throw new FormatNotActiveError();
    this.status = 'completed';
    this.completedAt = now;
    this.updatedAt = now;
  }

  /** From any status; archiving twice changes nothing. */
  archive(now: Date): void {
    if (this.status === 'archived') return;
    this.status = 'archived';
    this.archivedAt = now;
    this.updatedAt = now;
  }

  assertDeletable(): void {
    if (this.status !== 'draft') throw new FormatNotDraftError('delete');
  }

  /** A draft with the same content titled "… (copy)"; it starts with no interest, groups or payments. */
  duplicate(now: Date): EventFormat {
    const copy = EventFormat.draft(this.ownerId, this.hostEmail, this.content(), now);
    const room = titleLength.max - copySuffix.length;
    copy.title = `${this.title.trim().slice(0, room).trimEnd()}${copySuffix}`;
    copy.duplicatedFromId = this.id;
    return copy;
  }

  /** A format made without an account joins the account of whoever opened its claim link. */
  claimBy(ownerId: string, now: Date): void {
    if (this.ownerId === ownerId) return;
    this.ownerId = ownerId;
    this.updatedAt = now;
  }

  /**
   * The moment interest collection ends: the interest period counted from publishing, twice
   * over once it was extended; null before publishing.
   */
  interestClosesAt(days = this.timeline.interestCollection): Date | null {
    if (!this.publishedAt) return null;
    const periods = this.interestExtendedAt ? 2 : 1;
    return new Date(this.publishedAt.getTime() + periods * days * dayMs);
  }

  /** Members register and withdraw interest while an active format collects it. */
  collectsInterest(now: Date): boolean {
    const closesAt = this.interestClosesAt();
    return (
      this.status === 'active' &&
      this.interestClosedAt === null &&
      closesAt !== null &&
      now.getTime() < closesAt.getTime()
    );
  }

  /**
   * What the end of the interest period does with this many interested (spec 3 §3, low interest):
   * enough, or 'proceed-anyway', closes it; too few extends it once by the same period
   * ('extend-period'), then, or at once with 'cancel', calls the format off. Nothing before it is
   * due or once it was settled.
   */
  closeInterest(now: Date, interested: number): InterestOutcome {
    const closesAt = this.interestClosesAt();
    if (this.status !== 'active' || this.interestClosedAt !== null || closesAt === null) return 'settled';
    if (now.getTime() < closesAt.getTime()) return 'not-due';
    const strategy = this.groupRules.lowInterestStrategy;
    if (interested >= this.capacity.minParticipants || strategy === 'proceed-anyway') {
      this.interestClosedAt = now;
      return 'closed';
    }
    if (strategy === 'extend-period' && this.interestExtendedAt === null) {
      this.interestExtendedAt = now;
      return 'extended';
    }
    this.interestClosedAt = now;
    return 'cancelled';
  }

  /** A phase that has begun keeps its length: only a future end of interest moves. */
  private assertInterestPeriodEditable(days: number, now: Date): void {
    const closesAt = this.interestClosesAt();
    if (this.interestClosedAt !== null || (closesAt && closesAt.getTime() <= now.getTime()))
      throw new PhasePassedError('Interest collection has ended, so its length can no longer be changed.');
    const moved = this.interestClosesAt(days);
    if (moved && moved.getTime() <= now.getTime())
      throw new PhasePassedError('Interest collection would end in the past; choose a longer interest period.');
  }

  /**
   * Selection runs from the close of interest for its window; the selection round keeps the
   * deadlines it opened with, so a phase that has begun keeps its length.
   */
  private assertLaterPhasesEditable(timeline: FormatTimeline, now: Date): void {
    if (this.interestClosedAt === null || this.interestClosedAt.getTime() > now.getTime()) return;
    if (timeline.selectionWindow !== this.timeline.selectionWindow)
      throw new PhasePassedError('Selection has begun, so its length can no longer be changed.');
    const selectionEnds = this.interestClosedAt.getTime() + this.timeline.selectionWindow * dayMs;
    if (timeline.confirmationPeriod !== this.timeline.confirmationPeriod && selectionEnds <= now.getTime())
      throw new PhasePassedError('Confirmation has begun, so its length can no longer be changed.');
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  private apply(content: FormatDraft): void {
    this.title = content.format.trim();
    this.description = content.description;
    this.category = content.category;
    this.timeline = { ...content.timeline };
    this.possibleDates = content.possibleDates.map(({ date, time }) => ({ date, time }));
    this.groupRules = { ...content.groupRules };
    this.capacity = { ...content.capacity };
    this.pricing = { ...content.pricing };
    this.hostEmail = content.hostInfo.email;
    this.hostFirstName = content.hostInfo.firstName.trim();
    this.isNewHost = content.hostInfo.isNewHost;
    this.location = { ...content.location };
    this.eventDetails = { ...content.eventDetails, dietaryOptions: [...content.eventDetails.dietaryOptions] };
  }
}
