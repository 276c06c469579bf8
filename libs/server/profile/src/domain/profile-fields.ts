import {
  activityCategories,
  discoveryPreferences,
  maximumMemberAge,
  minimumMemberAge,
  neighborhoods,
  otherLocation,
  sexes,
  slotFromLabels,
  toShortLocation,
  type DiscoveryPreference,
  type Sex,
  type TimeSlot,
} from '@ember/member-rules';
import { InvalidProfileError } from './profile.errors.js';

export interface HostingDetails {
  hasVenue: boolean;
  venueName: string | null;
}

const maxFirstName = 50;
const maxLocation = 120;
const maxVenueName = 120;
const maxDiscoveryOther = 300;

/** The member-facing texts of each field rule. */
export const profileMessages = {
  firstName: 'Please tell us your first name.',
  firstNameTooLong: `A first name has at most ${maxFirstName} characters.`,
  age: `Age must be a whole number from ${minimumMemberAge} to ${maximumMemberAge}.`,
  sex: 'Please choose male or female.',
  location: 'Please choose a location.',
  newLocation: 'Please enter your city or postal code.',
  discoveryPreference: `discoveryPreference must be one of: ${discoveryPreferences.join(', ')}.`,
  discoveryOther: 'Please tell us how you would like to discover people.',
  hasVenue: 'Please say whether you have a venue.',
  timeSlot: 'Each time slot needs a dayOfWeek (0-6) and an hour (0-23).',
} as const;

export function firstNameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new InvalidProfileError('FirstName', profileMessages.firstName);
  if (name.length > maxFirstName) throw new InvalidProfileError('FirstName', profileMessages.firstNameTooLong);
  return name;
}

export function ageOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimumMemberAge || value > maximumMemberAge) {
    throw new InvalidProfileError('Age', profileMessages.age);
  }
  return value;
}

export function sexOf(value: unknown): Sex {
  if (typeof value === 'string' && (sexes as readonly string[]).includes(value)) return value as Sex;
  throw new InvalidProfileError('UserSex', profileMessages.sex);
}

/** Stored in the short form ('CA:ON:Toronto'), whichever form arrives. */
export function locationOf(value: unknown): string {
  const location = typeof value === 'string' ? value.trim() : '';
  if (!location || location.length > maxLocation) throw new InvalidProfileError('Location', profileMessages.location);
  return toShortLocation(location);
}

/** The free-text city or postal code; required when the location is 'other'. */
export function newLocationOf(value: unknown, location: string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > maxLocation) throw new InvalidProfileError('NewLocation', profileMessages.newLocation);
  if (location === otherLocation && !text) throw new InvalidProfileError('NewLocation', profileMessages.newLocation);
  return text || null;
}

function listOf(field: string, value: unknown): unknown[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw new InvalidProfileError(field, `${field} must be a list.`);
  return value.length === 0 ? null : value;
}

function choicesOf(field: string, value: unknown, allowed: readonly string[]): string[] | null {
  const items = listOf(field, value);
  if (!items) return null;
  if (items.length > allowed.length * 2 || items.some((item) => typeof item !== 'string' || !allowed.includes(item))) {
    throw new InvalidProfileError(field, `${field} may only hold: ${allowed.join(', ')}.`);
  }
  return [...new Set(items as string[])];
}

/** Empty lists are stored as null. */
export const neighborhoodsOf = (field: string, value: unknown) => choicesOf(field, value, neighborhoods);
export const activityPreferencesOf = (field: string, value: unknown) => choicesOf(field, value, activityCategories);

/** true / false, or the wizard's 'yes' / 'no'; null when not answered. */
export function canHostOf(field: string, value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value;
  if (value === 'yes' || value === 'no') return value === 'yes';
  throw new InvalidProfileError(field, `${field} must be true or false.`);
}

/** Choosing no venue clears the venue name (spec 1 §2.3). */
export function hostingDetailsOf(field: string, value: unknown): HostingDetails | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidProfileError(field, `${field} must be {hasVenue, venueName}.`);
  }
  const { hasVenue, venueName } = value as Record<string, unknown>;
  if (typeof hasVenue !== 'boolean') throw new InvalidProfileError(field, profileMessages.hasVenue);
  if (venueName !== undefined && venueName !== null && typeof venueName !== 'string') {
    throw new InvalidProfileError(field, 'venueName must be text.');
  }
  const name = hasVenue ? (venueName ?? '').trim() : '';
  if (name.length > maxVenueName) {
    throw new InvalidProfileError(field, `A venue name has at most ${maxVenueName} characters.`);
  }
  return { hasVenue, venueName: name || null };
}

/** [{dayOfWeek, hour}], or the wizard's labels [{day: 'Saturday', time: '9 AM'}]; duplicates dropped. */
export function timeSlotsOf(field: string, value: unknown): TimeSlot[] | null {
  const items = listOf(field, value);
  if (!items) return null;
  if (items.length > 7 * 24) throw new InvalidProfileError(field, `${field} has too many items.`);
  const slots = items.map((item) => {
    const slot = slotOf(item);
    if (!slot) throw new InvalidProfileError(field, profileMessages.timeSlot);
    return slot;
  });
  return [...new Map(slots.map((slot) => [`${slot.dayOfWeek}-${slot.hour}`, slot])).values()];
}

function slotOf(item: unknown): TimeSlot | null {
  if (typeof item !== 'object' || item === null) return null;
  const { dayOfWeek, hour, day, time } = item as Record<string, unknown>;
  if (isWhole(dayOfWeek, 0, 6) && isWhole(hour, 0, 23)) return { dayOfWeek, hour };
  if (typeof day === 'string' && typeof time === 'string' && day.length <= 20 && time.length <= 20) {
    return slotFromLabels({ day, time });
  }
  return null;
}

export function discoveryPreferenceOf(value: unknown): DiscoveryPreference {
  if (typeof value === 'string' && (discoveryPreferences as readonly string[]).includes(value)) {
    return value as DiscoveryPreference;
  }
  throw new InvalidProfileError('discoveryPreference', profileMessages.discoveryPreference);
}

export function discoveryOtherOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw new InvalidProfileError('discoveryPreferenceOther', profileMessages.discoveryOther);
  const text = value.trim();
  if (text.length > maxDiscoveryOther) {
    throw new InvalidProfileError('discoveryPreferenceOther', `Please keep it to ${maxDiscoveryOther} characters.`);
  }
  return text || null;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
