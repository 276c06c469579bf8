import { newId } from '@ember/kernel';
import { locationOptions, otherLocation, toShortLocation } from '@ember/member-rules';
import { timeZoneOfCity } from './meeting-slot.js';
import { InvalidRoundError, RoundPhaseError } from './round.errors.js';
import type { FormationReport } from './formation-report.js';
import {
  type DropoutStrategy,
  type GroupRules,
  type JoinChargeKind,
  type ProgramTerms,
  groupRulesFor,
  joinChargeFor,
} from './round-terms.js';

/** scheduled → collecting (picks open) → forming → reviewing (24 h) → closed (ARCHITECTURE.md §8). */
export const roundStatuses = ['scheduled', 'collecting', 'forming', 'reviewing', 'closed'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

const hour = 3600 * 1000;
const day = 24 * hour;
/** Groups meet no sooner than this after the review closes (spec 3 §9: a 3-day buffer). */
export const meetingLeadMs = 3 * day;
export const defaultReviewHours = 24;
const maxPickWindowMs = 90 * day;
const sizeLimits = { min: 3, max: 16 };

/** What an admin or a host asks for; unset rules come from the program. */
export interface RoundRequest {
  city?: string;
  picksOpenAt: Date;
  picksCloseAt: Date;
  reviewHours?: number;
  eventStartsAt?: Date | null;
  minGroupSize?: number;
  maxGroupSize?: number;
  genderBalance?: boolean;
  requireVenue?: boolean;
  maxAgeSpread?: number | null;
}

/** A published format whose interest closed (spec 3 §3): its selection round's terms. */
export interface FormatRoundTerms {
  formatId: string;
  title: string;
  ownerId: string | null;
  /** The member location code of its city. */
  city: string;
  minGroupSize: number;
  maxGroupSize: number;
  maxGroups: number | null;
  genderBalance: boolean;
  hostApproval: boolean;
  /** When each of the format's possible dates starts. */
  meetingTimes: Date[];
  sessionMinutes: number;
  ticketCents: number;
  currency: string;
  picksOpenAt: Date;
  picksCloseAt: Date;
  confirmationDays: number;
}

/** A later change of a round's deadlines. Each applies only in the phases where it still can. */
export interface RoundChanges {
  picksOpenAt?: Date;
  picksCloseAt?: Date;
  reviewClosesAt?: Date;
  eventStartsAt?: Date | null;
}

/**
 * One matching round of a program (or campaign) in a city, or the selection round of a hosted
 * format: then `formatId` is set, the pool is the format's interested members and `programId`
 * holds the format's id too (one unfinished round per format, as per program and city).
 */
export class Round implements GroupRules {
  id!: string;
  programId!: string;
  formatId: string | null = null;
  /** A format's cap on its groups; null for no cap (programs have none). */
  maxGroups: number | null = null;
  /** A format whose host approves each proposed group before members can join it. */
  hostApproval = false;
  /** A format's possible dates (ISO instants): each group meets at one of them. Empty for programs. */
  meetingTimes: string[] = [];
  programName!: string;
  city!: string;
  timeZone!: string;
  status!: RoundStatus;
  picksOpenAt!: Date;
  picksCloseAt!: Date;
  reviewHours!: number;
  /** Set when the groups are formed: formation time + review hours (or as moved by a host). */
  reviewClosesAt: Date | null = null;
  /** A one-off event: every group meets then. Otherwise groups meet weekly in their shared slot. */
  eventStartsAt: Date | null = null;
  sessionMinutes!: number;
  /** How many weekly sessions a group has (1 for an event). */
  sessions!: number;
  minGroupSize!: number;
  maxGroupSize!: number;
  genderBalance!: boolean;
  requireVenue!: boolean;
  maxAgeSpread: number | null = null;
  dropoutStrategy!: DropoutStrategy;
  chargeKind!: JoinChargeKind;
  chargeCents!: number;
  currency!: string;
  /** The admin or host who created it; null for the seeded rounds. */
  createdBy: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;
  /** The close time the reminder was sent for; a later close time earns another reminder. */
  remindedFor: Date | null = null;
  formedAt: Date | null = null;
  /** Everyone was told the formation's outcome. */
  formedNotifiedAt: Date | null = null;
  closedAt: Date | null = null;
  /** Every group's payments were settled and its members told. */
  settledAt: Date | null = null;
  report: FormationReport | null = null;

  static plan(program: ProgramTerms, request: RoundRequest, createdBy: string | null, now: Date): Round {
    const round = new Round();
    const defaults = groupRulesFor(program);
    const charge = joinChargeFor(program);
    round.id = newId();
    round.programId = program.id;
    round.programName = program.name;
    round.city = cityOf(request.city);
    round.timeZone = timeZoneOfCity(round.city)!;
    round.status = 'scheduled';
    round.picksOpenAt = request.picksOpenAt;
    round.picksCloseAt = request.picksCloseAt;
    round.reviewHours = reviewHoursOf(request.reviewHours);
    round.eventStartsAt = request.eventStartsAt ?? null;
    round.sessionMinutes = program.sessionMinutes ?? 120;
    round.sessions = round.eventStartsAt ? 1 : Math.max(1, program.kind === 'program' ? (program.weeks ?? 1) : 1);
    round.minGroupSize = request.minGroupSize ?? defaults.minGroupSize;
    round.maxGroupSize = request.maxGroupSize ?? defaults.maxGroupSize;
    round.genderBalance = request.genderBalance ?? defaults.genderBalance;
    round.requireVenue = request.requireVenue ?? defaults.requireVenue;
    round.maxAgeSpread = request.maxAgeSpread === undefined ? defaults.maxAgeSpread : request.maxAgeSpread;
    round.dropoutStrategy = defaults.dropoutStrategy;
    round.chargeKind = charge.kind;
    round.chargeCents = charge.amountCents;
    round.currency = charge.currency;
    round.createdBy = createdBy;
    round.createdAt = now;
    round.updatedAt = now;
    if (!program.requiresTimeSlots && !round.eventStartsAt) {
      throw new InvalidRoundError(
        'eventStartsAt',
        'This program collects no time slots, so its round needs the event time everyone meets at.',
      );
    }
    round.checkSizes();
    round.checkSchedule(now);
    return round;
  }

  /**
   * A format's selection round: picks run through the selection window; the review is the
   * confirmation period, ending before the first possible date; groups pay the ticket on joining.
   */
  static forFormat(terms: FormatRoundTerms, now: Date): Round {
    const meetingTimes = [...terms.meetingTimes].sort((a, b) => a.getTime() - b.getTime());
    const first = meetingTimes[0];
    if (!first) throw new InvalidRoundError('eventStartsAt', 'A format needs at least one possible date.');
    const round = new Round();
    round.id = newId();
    round.programId = terms.formatId;
    round.formatId = terms.formatId;
    round.programName = terms.title.slice(0, 120);
    round.city = cityOf(terms.city);
    round.timeZone = timeZoneOfCity(round.city)!;
    round.status = 'scheduled';
    round.picksOpenAt = terms.picksOpenAt;
    round.picksCloseAt = terms.picksCloseAt;
    const untilFirst = Math.floor((first.getTime() - terms.picksCloseAt.getTime()) / hour) - 1;
    round.reviewHours = Math.max(1, Math.min(terms.confirmationDays * 24, untilFirst, 168));
    round.eventStartsAt = first;
    round.meetingTimes = meetingTimes.map((time) => time.toISOString());
    round.maxGroups = terms.maxGroups;
    round.hostApproval = terms.hostApproval;
    round.sessionMinutes = terms.sessionMinutes;
    round.sessions = 1;
    round.minGroupSize = terms.minGroupSize;
    round.maxGroupSize = terms.maxGroupSize;
    round.genderBalance = terms.genderBalance;
    round.requireVenue = false;
    round.maxAgeSpread = null;
    round.dropoutStrategy = 'continue-if-minimum';
    round.chargeKind = 'payment';
    round.chargeCents = terms.ticketCents;
    round.currency = terms.currency;
    round.createdBy = terms.ownerId;
    round.createdAt = now;
    round.updatedAt = now;
    round.checkSizes();
    return round;
  }

  /** When the n-th group (0-based) meets: a format spreads its groups over its possible dates in turn. */
  meetingTimeOf(groupIndex: number): Date | null {
    if (this.meetingTimes.length === 0) return null;
    return new Date(this.meetingTimes[groupIndex % this.meetingTimes.length]!);
  }

  /** Moves deadlines that have not passed; answers which ones changed. */
  reschedule(changes: RoundChanges, now: Date): (keyof RoundChanges)[] {
    const changed: (keyof RoundChanges)[] = [];
    if (changes.picksOpenAt && changes.picksOpenAt.getTime() !== this.picksOpenAt.getTime()) {
      if (this.status !== 'scheduled')
        throw new RoundPhaseError('Picks have opened already; their opening cannot move.');
      this.picksOpenAt = changes.picksOpenAt;
      changed.push('picksOpenAt');
    }
    if (changes.picksCloseAt && changes.picksCloseAt.getTime() !== this.picksCloseAt.getTime()) {
      if (this.status !== 'scheduled' && this.status !== 'collecting') {
        throw new RoundPhaseError('Picks have closed already; their deadline cannot move.');
      }
      this.picksCloseAt = changes.picksCloseAt;
      changed.push('picksCloseAt');
    }
    if (changes.eventStartsAt !== undefined && changes.eventStartsAt?.getTime() !== this.eventStartsAt?.getTime()) {
      if (this.status !== 'scheduled' && this.status !== 'collecting') {
        throw new RoundPhaseError('The groups are formed; the event time cannot move any more.');
      }
      if (!this.eventStartsAt || !changes.eventStartsAt) {
        throw new InvalidRoundError('eventStartsAt', 'A round keeps meeting at an event time, or in weekly slots.');
      }
      this.eventStartsAt = changes.eventStartsAt;
      changed.push('eventStartsAt');
    }
    if (changes.reviewClosesAt && changes.reviewClosesAt.getTime() !== this.reviewClosesAt?.getTime()) {
      if (this.status !== 'reviewing')
        throw new RoundPhaseError('The review deadline can move only during the review.');
      if (changes.reviewClosesAt.getTime() <= now.getTime()) {
        throw new InvalidRoundError('reviewClosesAt', 'The review deadline must be in the future.');
      }
      if (this.eventStartsAt && changes.reviewClosesAt.getTime() >= this.eventStartsAt.getTime()) {
        throw new InvalidRoundError('reviewClosesAt', 'The review must close before the event starts.');
      }
      this.reviewClosesAt = changes.reviewClosesAt;
      changed.push('reviewClosesAt');
    }
    if (changed.some((field) => field !== 'reviewClosesAt')) this.checkSchedule(now);
    if (changed.length > 0) this.updatedAt = now;
    return changed;
  }

  /** Members may pick (and change picks) from the opening until the close, while the round collects. */
  acceptsPicks(now: Date): boolean {
    return (
      (this.status === 'scheduled' || this.status === 'collecting') &&
      now.getTime() >= this.picksOpenAt.getTime() &&
      now.getTime() < this.picksCloseAt.getTime()
    );
  }

  /** When the review closes for groups formed at `formedAt`. */
  reviewDeadlineFrom(formedAt: Date): Date {
    return new Date(formedAt.getTime() + this.reviewHours * hour);
  }

  /**
   * Until when the host approves proposed groups: the first half of the review, 24 hours at most,
   * so members keep time to answer after it. Null when the round needs no approval.
   */
  approvalDeadlineFrom(formedAt: Date): Date | null {
    if (!this.hostApproval) return null;
    const hours = Math.min(24, Math.max(1, Math.floor(this.reviewHours / 2)));
    return new Date(formedAt.getTime() + hours * hour);
  }

  /** Groups meeting in weekly slots first meet this long after the review closes, at the earliest. */
  firstMeetingFrom(reviewClosesAt: Date): Date {
    return new Date(reviewClosesAt.getTime() + meetingLeadMs);
  }

  rules(): GroupRules {
    return {
      minGroupSize: this.minGroupSize,
      maxGroupSize: this.maxGroupSize,
      genderBalance: this.genderBalance,
      requireVenue: this.requireVenue,
      maxAgeSpread: this.maxAgeSpread,
      dropoutStrategy: this.dropoutStrategy,
    };
  }

  /** Time of the reminder before picks close: ROUNDS_REMINDER_HOURS before, or mid-window when shorter. */
  reminderAt(leadMs: number): Date {
    const open = this.picksOpenAt.getTime();
    const close = this.picksCloseAt.getTime();
    return new Date(Math.max(close - leadMs, open + (close - open) / 2));
  }

  private checkSizes(): void {
    const { min, max } = sizeLimits;
    if (!isWhole(this.minGroupSize, min, max)) {
      throw new InvalidRoundError('minGroupSize', `A group has at least ${min} and at most ${max} members.`);
    }
    if (!isWhole(this.maxGroupSize, this.minGroupSize, max)) {
      throw new InvalidRoundError('maxGroupSize', `The largest group size is between the smallest and ${max}.`);
    }
    if (this.maxAgeSpread !== null && !isWhole(this.maxAgeSpread, 0, 100)) {
      throw new InvalidRoundError('maxAgeSpread', 'The age spread is a whole number of years from 0 to 100.');
    }
  }

  private checkSchedule(now: Date): void {
    const open = this.picksOpenAt.getTime();
    const close = this.picksCloseAt.getTime();
    if (Number.isNaN(open) || Number.isNaN(close)) throw new InvalidRoundError('picksOpenAt', 'Both dates are needed.');
    if (close <= open) throw new InvalidRoundError('picksCloseAt', 'Picks must close after they open.');
    if (close <= now.getTime()) throw new InvalidRoundError('picksCloseAt', 'Picks must close in the future.');
    if (close - open > maxPickWindowMs) {
      throw new InvalidRoundError('picksCloseAt', 'Picks stay open for at most 90 days.');
    }
    if (this.eventStartsAt && this.eventStartsAt.getTime() <= close + this.reviewHours * hour) {
      throw new InvalidRoundError(
        'eventStartsAt',
        'The event must start after picks close and the groups have had their review.',
      );
    }
  }
}

function cityOf(value: string | undefined): string {
  const city = toShortLocation(value?.trim() || 'CA:ON:Toronto');
  const known = locationOptions.some((option) => option.code === city && option.code !== otherLocation);
  if (!known || !timeZoneOfCity(city)) {
    throw new InvalidRoundError(
      'city',
      `Rounds run in ${locationOptions
        .filter((o) => o.code !== otherLocation)
        .map((o) => o.code)
        .join(', ')}.`,
    );
  }
  return city;
}

function reviewHoursOf(value: number | undefined): number {
  const hours = value ?? defaultReviewHours;
  if (!isWhole(hours, 1, 168)) throw new InvalidRoundError('reviewHours', 'The review lasts 1 to 168 whole hours.');
  return hours;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
