import { isId } from '@ember/kernel';
import { cityBySlug } from '@ember/hosting-rules';
import { zonedDateTime } from '@ember/time-zones';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { HostFigures } from './host-figures.port.js';
import type { LifecycleRecords } from './lifecycle-records.port.js';

const dayMs = 24 * 3600 * 1000;
/** The format's "unlimited" number of groups (the wizard's 999). */
const unlimitedGroups = 999;

/** What a format's selection round needs to know of it (spec 3 §3, selection and formation). */
export interface SelectionTerms {
  formatId: string;
  title: string;
  ownerId: string | null;
  /** The member location code of its city ('CA:ON:Toronto'). */
  locationCode: string;
  timeZone: string;
  minGroupSize: number;
  maxGroupSize: number;
  optimalGroupSize: number;
  /** At most this many groups; null for no limit. */
  maxGroups: number | null;
  genderBalance: boolean;
  hostApproval: boolean;
  /** When each possible date starts, in order; a group meets at one of them. */
  meetingTimes: Date[];
  /** How long the event lasts (its time choice's span). */
  sessionMinutes: number;
  ticketCents: number;
  /** Selection opens when interest closed and lasts this long. */
  selectionOpensAt: Date;
  selectionClosesAt: Date;
  confirmationDays: number;
}

/**
 * The formats whose interest has closed, as their selection rounds see them: the terms and the
 * pool of interested members. Other contexts read a format only through this.
 */
export class FormatSelections {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly figures: HostFigures,
    private readonly records: LifecycleRecords,
  ) {}

  /** The terms of an active format whose interest closed with enough members; null otherwise. */
  async termsOf(formatId: string): Promise<SelectionTerms | null> {
    const format = isId(formatId) ? await this.formats.findById(formatId.toLowerCase()) : null;
    return format ? selectionTermsOf(format) : null;
  }

  /** Members interested in the format (not withdrawn), in the order they came. */
  async interestedIn(formatId: string): Promise<string[]> {
    if (!isId(formatId)) return [];
    return (await this.figures.participantsOf(formatId.toLowerCase())).map((participant) => participant.memberId);
  }

  async isInterested(formatId: string, memberId: string): Promise<boolean> {
    return isId(formatId) && isId(memberId) && this.records.isInterested(formatId.toLowerCase(), memberId);
  }

  /** The formats the member is interested in. */
  formatsOf(memberId: string): Promise<string[]> {
    return isId(memberId) ? this.records.interestsOf(memberId) : Promise.resolve([]);
  }
}

export function selectionTermsOf(format: EventFormat): SelectionTerms | null {
  const city = cityBySlug(format.location.city);
  if (format.status !== 'active' || !format.interestClosedAt || !city) return null;
  const meetingTimes = format.possibleDates
    .map(({ date, time }) => zonedDateTime(date, time.split('-')[0]!, city.timeZone))
    .sort((a, b) => a.getTime() - b.getTime());
  const { maxGroups } = format.groupRules;
  return {
    formatId: format.id,
    title: format.title,
    ownerId: format.ownerId,
    locationCode: city.locationCode,
    timeZone: city.timeZone,
    minGroupSize: format.capacity.minParticipants,
    maxGroupSize: format.capacity.maxParticipants,
    optimalGroupSize: format.capacity.optimalParticipants,
    maxGroups: maxGroups >= unlimitedGroups ? null : maxGroups,
    genderBalance: format.groupRules.balancePreference === 'gender',
    hostApproval: format.groupRules.hostApproval,
    meetingTimes,
    sessionMinutes: spanMinutes(format.possibleDates[0]?.time),
    ticketCents: format.pricing.ticketPrice,
    selectionOpensAt: format.interestClosedAt,
    selectionClosesAt: new Date(format.interestClosedAt.getTime() + format.timeline.selectionWindow * dayMs),
    confirmationDays: format.timeline.confirmationPeriod,
  };
}

/** '19:00-22:00' lasts 180 minutes; two hours when the choice cannot be read. */
function spanMinutes(time: string | undefined): number {
  const [start, end] = (time ?? '').split('-').map((part) => {
    const [hours, minutes] = part.split(':').map(Number);
    return (hours ?? Number.NaN) * 60 + (minutes ?? 0);
  });
  const span = start !== undefined && end !== undefined ? end - start : Number.NaN;
  return Number.isFinite(span) && span > 0 ? span : 120;
}
