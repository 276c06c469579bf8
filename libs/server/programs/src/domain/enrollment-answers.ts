import { activityCategories, neighborhoods, slotFromLabels } from '@ember/member-rules';
import type { ProgramConfiguration } from './program.entity.js';
import { InvalidEnrollmentError } from './programs.errors.js';

export interface EnrollmentSlot {
  dayOfWeek: number;
  hour: number;
}

export interface HostingDetails {
  hasVenue: boolean;
  venueName: string | null;
}

export interface HalloweenPick {
  eventName: string;
  venue: string;
  neighborhood: string;
}

/** What a member answered when enrolling, normalised: empty lists are null (spec 1 §7). */
export interface EnrollmentAnswers {
  neighborhoods: string[] | null;
  timeSlots: EnrollmentSlot[] | null;
  interests: string[] | null;
  activityPreferences: string[] | null;
  customAnswers: Record<string, unknown> | null;
  canHost: boolean | null;
  /** Kept only when the member can host. */
  hostingDetails: HostingDetails | null;
}

export interface RawEnrollmentAnswers {
  neighborhoods?: unknown;
  timeSlots?: unknown;
  interests?: unknown;
  activityPreferences?: unknown;
  customAnswers?: unknown;
  canHost?: unknown;
  hostingDetails?: unknown;
}

const maxInterests = 20;
const maxInterestName = 80;
const maxCustomAnswersBytes = 8_000;
const maxHalloweenPicks = 24;
const maxPickField = 200;
const maxVenueName = 120;

export const enrollmentMessages = {
  neighborhoodsRequired: 'Please choose at least one neighbourhood.',
  timeSlotsRequired: 'Please choose at least one time slot.',
  interestsRequired: 'Please choose at least one interest.',
  halloweenPick: 'Each Halloween pick needs an event name, a venue and a neighbourhood.',
} as const;

/** Validates and normalises enrollment answers, then checks what the program requires. */
export function parseEnrollmentAnswers(raw: RawEnrollmentAnswers, program: ProgramConfiguration): EnrollmentAnswers {
  const canHost = optionalBoolean('canHost', raw.canHost);
  const answers: EnrollmentAnswers = {
    neighborhoods: choices('neighborhoods', raw.neighborhoods, neighborhoods),
    timeSlots: timeSlots(raw.timeSlots),
    interests: interestNames(raw.interests),
    activityPreferences: choices('activityPreferences', raw.activityPreferences, activityCategories),
    customAnswers: customAnswers(raw.customAnswers),
    canHost,
    hostingDetails: canHost === true ? hostingDetails(raw.hostingDetails) : null,
  };
  if (program.requiresNeighborhood && !answers.neighborhoods) {
    throw new InvalidEnrollmentError('neighborhoods', enrollmentMessages.neighborhoodsRequired);
  }
  if (program.requiresTimeSlots && !answers.timeSlots) {
    throw new InvalidEnrollmentError('timeSlots', enrollmentMessages.timeSlotsRequired);
  }
  if (program.requiresInterests && !answers.interests) {
    throw new InvalidEnrollmentError('interests', enrollmentMessages.interestsRequired);
  }
  return answers;
}

function list(field: string, value: unknown): unknown[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw new InvalidEnrollmentError(field, `${field} must be a list.`);
  return value.length === 0 ? null : value;
}

function choices(field: string, value: unknown, allowed: readonly string[]): string[] | null {
  const items = list(field, value);
  if (!items) return null;
  if (items.length > allowed.length * 2) throw new InvalidEnrollmentError(field, `${field} has too many items.`);
  for (const item of items) {
    if (typeof item !== 'string' || !allowed.includes(item)) {
      throw new InvalidEnrollmentError(field, `${field} may only hold: ${allowed.join(', ')}.`);
    }
  }
  return [...new Set(items as string[])];
}

/** Slots arrive as {dayOfWeek, hour} or as the wizard's labels {day: 'Saturday', time: '9 AM'}. */
function timeSlots(value: unknown): EnrollmentSlot[] | null {
  const items = list('timeSlots', value);
  if (!items) return null;
  if (items.length > 7 * 24) throw new InvalidEnrollmentError('timeSlots', 'timeSlots has too many items.');
  const slots = items.map((item) => {
    const slot = toSlot(item);
    if (!slot) {
      throw new InvalidEnrollmentError(
        'timeSlots',
        'Each time slot needs a dayOfWeek (0-6) and an hour (0-23), or a day name and a time.',
      );
    }
    return slot;
  });
  const unique = new Map(slots.map((slot) => [`${slot.dayOfWeek}-${slot.hour}`, slot]));
  return [...unique.values()];
}

function toSlot(item: unknown): EnrollmentSlot | null {
  if (typeof item !== 'object' || item === null) return null;
  const { dayOfWeek, hour, day, time } = item as Record<string, unknown>;
  if (isWhole(dayOfWeek, 0, 6) && isWhole(hour, 0, 23)) return { dayOfWeek, hour };
  if (typeof day === 'string' && typeof time === 'string' && day.length <= 20 && time.length <= 20) {
    return slotFromLabels({ day, time });
  }
  return null;
}

function interestNames(value: unknown): string[] | null {
  const items = list('interests', value);
  if (!items) return null;
  if (items.length > maxInterests) {
    throw new InvalidEnrollmentError('interests', `Please choose at most ${maxInterests} interests.`);
  }
  const names = items.map((item) => {
    const name = typeof item === 'string' ? item.trim() : '';
    if (!name || name.length > maxInterestName) {
      throw new InvalidEnrollmentError('interests', `Each interest is a name of 1 to ${maxInterestName} characters.`);
    }
    return name;
  });
  return [...new Set(names)];
}

function optionalBoolean(field: string, value: unknown): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw new InvalidEnrollmentError(field, `${field} must be true or false.`);
  return value;
}

function hostingDetails(value: unknown): HostingDetails | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidEnrollmentError('hostingDetails', 'hostingDetails must be {hasVenue, venueName}.');
  }
  const { hasVenue, venueName } = value as Record<string, unknown>;
  if (typeof hasVenue !== 'boolean') {
    throw new InvalidEnrollmentError('hostingDetails', 'Please say whether you have a venue.');
  }
  if (venueName !== undefined && venueName !== null && typeof venueName !== 'string') {
    throw new InvalidEnrollmentError('hostingDetails', 'venueName must be text.');
  }
  const name = hasVenue ? (venueName ?? '').trim() : '';
  if (name.length > maxVenueName) {
    throw new InvalidEnrollmentError('hostingDetails', `A venue name has at most ${maxVenueName} characters.`);
  }
  // Choosing no venue clears the name (spec 1 §2.3).
  return { hasVenue, venueName: name || null };
}

function customAnswers(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidEnrollmentError('customAnswers', 'customAnswers must be an object.');
  }
  const answers = { ...(value as Record<string, unknown>) };
  if (JSON.stringify(answers).length > maxCustomAnswersBytes) {
    throw new InvalidEnrollmentError('customAnswers', 'customAnswers is too large.');
  }
  if ('halloweenEvents' in answers) answers['halloweenEvents'] = halloweenPicks(answers['halloweenEvents']);
  return Object.keys(answers).length === 0 ? null : answers;
}

function halloweenPicks(value: unknown): HalloweenPick[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || value.length > maxHalloweenPicks) {
    throw new InvalidEnrollmentError('customAnswers.halloweenEvents', enrollmentMessages.halloweenPick);
  }
  return value.map((pick) => {
    const { eventName, venue, neighborhood } = (typeof pick === 'object' && pick !== null ? pick : {}) as Record<
      string,
      unknown
    >;
    const fields = [eventName, venue, neighborhood].map((field) => (typeof field === 'string' ? field.trim() : ''));
    if (fields.some((field) => !field || field.length > maxPickField)) {
      throw new InvalidEnrollmentError('customAnswers.halloweenEvents', enrollmentMessages.halloweenPick);
    }
    const [name, place, area] = fields as [string, string, string];
    return { eventName: name, venue: place, neighborhood: area };
  });
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
