import { type Sex, sexes } from '@ember/member-rules';
import { InvalidPeopleFiltersError } from './profile.errors.js';

/** Purpose bit flags (spec 3 §3): whom the member wants to meet people for. */
export const purposeFlags = { friendship: 1, romantic: 2 } as const;
const allPurposes = purposeFlags.friendship | purposeFlags.romantic;

export const filterAges = { min: 20, max: 100 } as const;
export const filterLimits = { categories: 20, categoryLength: 60, dates: 60 } as const;

export const filterMessages = {
  sex: 'Choose men, women or both.',
  ages: `Ages run from ${filterAges.min} to ${filterAges.max}.`,
  ageOrder: 'The youngest age cannot be above the oldest.',
  idealAge: 'Your ideal age must lie between the youngest and the oldest age.',
  purpose: 'Choose friendship, romance or both.',
  categories: `Choose at most ${filterLimits.categories} categories.`,
  category: 'A category is a short name such as outdoors.',
  dates: `Choose at most ${filterLimits.dates} dates.`,
  date: 'A date looks like 2026-12-05.',
  pastDate: 'Choose dates from today on.',
  time: 'A time looks like 19:00.',
  timeOrder: 'The start time must be before the end time.',
  shape: 'Send profileFilters, eventFilters and availability.',
} as const;

export interface ProfileFilters {
  /** The sexes to show; empty shows both. */
  sex: Sex[];
  ageMin: number;
  ageMax: number;
  idealAge: number | null;
  /** purposeFlags combined: 1 friendship, 2 romantic, 3 both. */
  purpose: number;
}

export interface EventFilters {
  /** Experience category ids (as in /category/{id}); empty shows every category. */
  categories: string[];
  /** Days the member can make, 'YYYY-MM-DD'; empty means any day. */
  dates: string[];
}

export interface AvailabilityWindow {
  /** 'HH:MM', in the member's city. */
  startTime: string;
  endTime: string;
}

export interface RawPeopleFilters {
  profileFilters?: unknown;
  eventFilters?: unknown;
  availability?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(field: string, message: string): never {
  throw new InvalidPeopleFiltersError(field, message);
}

function age(value: unknown, field: string): number {
  if (!Number.isInteger(value) || (value as number) < filterAges.min || (value as number) > filterAges.max) {
    fail(field, filterMessages.ages);
  }
  return value as number;
}

function time(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) fail(field, filterMessages.time);
  return value;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function profileFiltersOf(raw: unknown): ProfileFilters {
  if (!isObject(raw)) fail('profileFilters', filterMessages.shape);
  const sex = raw['sex'] ?? [];
  if (!Array.isArray(sex) || sex.some((item) => !(sexes as readonly unknown[]).includes(item))) {
    fail('profileFilters.sex', filterMessages.sex);
  }
  const ageMin = age(raw['ageMin'], 'profileFilters.ageMin');
  const ageMax = age(raw['ageMax'], 'profileFilters.ageMax');
  if (ageMin > ageMax) fail('profileFilters.ageMax', filterMessages.ageOrder);
  const ideal = raw['idealAge'] ?? null;
  if (ideal !== null && (!Number.isInteger(ideal) || (ideal as number) < ageMin || (ideal as number) > ageMax)) {
    fail('profileFilters.idealAge', filterMessages.idealAge);
  }
  const purpose = raw['purpose'];
  if (!Number.isInteger(purpose) || (purpose as number) < 1 || (purpose as number) > allPurposes) {
    fail('profileFilters.purpose', filterMessages.purpose);
  }
  return {
    sex: [...new Set(sex as Sex[])],
    ageMin,
    ageMax,
    idealAge: ideal as number | null,
    purpose: purpose as number,
  };
}

function eventFiltersOf(raw: unknown, today: string): EventFilters {
  if (!isObject(raw)) fail('eventFilters', filterMessages.shape);
  const categories = raw['categories'] ?? [];
  if (!Array.isArray(categories)) fail('eventFilters.categories', filterMessages.category);
  if (categories.length > filterLimits.categories) fail('eventFilters.categories', filterMessages.categories);
  for (const category of categories) {
    if (
      typeof category !== 'string' ||
      category.length > filterLimits.categoryLength ||
      !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(category)
    ) {
      fail('eventFilters.categories', filterMessages.category);
    }
  }
  const dates = raw['dates'] ?? [];
  if (!Array.isArray(dates)) fail('eventFilters.dates', filterMessages.date);
  if (dates.length > filterLimits.dates) fail('eventFilters.dates', filterMessages.dates);
  for (const date of dates) {
    if (typeof date !== 'string' || !isCalendarDate(date)) fail('eventFilters.dates', filterMessages.date);
    if (date < today) fail('eventFilters.dates', filterMessages.pastDate);
  }
  return { categories: [...new Set(categories as string[])], dates: [...new Set(dates as string[])].sort() };
}

function availabilityOf(raw: unknown): AvailabilityWindow {
  if (!isObject(raw)) fail('availability', filterMessages.shape);
  const startTime = time(raw['startTime'], 'availability.startTime');
  const endTime = time(raw['endTime'], 'availability.endTime');
  if (startTime >= endTime) fail('availability.endTime', filterMessages.timeOrder);
  return { startTime, endTime };
}

/**
 * A member's people-filter settings (spec 3 §3 "User settings"): whom to show in People, which
 * events and days interest them, and the hours they are free. Saved whole, checked whole.
 */
export class PeopleFilters {
  userId!: string;
  profileFilters!: ProfileFilters;
  eventFilters!: EventFilters;
  availability!: AvailabilityWindow;
  updatedAt!: Date;

  /** What a member has before saving any: everyone of age, friendship, any event, evenings (19:00-22:00). */
  static defaults(userId: string, now: Date): PeopleFilters {
    const filters = new PeopleFilters();
    filters.userId = userId;
    filters.profileFilters = {
      sex: [],
      ageMin: filterAges.min,
      ageMax: filterAges.max,
      idealAge: null,
      purpose: purposeFlags.friendship,
    };
    filters.eventFilters = { categories: [], dates: [] };
    filters.availability = { startTime: '19:00', endTime: '22:00' };
    filters.updatedAt = now;
    return filters;
  }

  /** Checks every setting; throws InvalidPeopleFiltersError naming the first one out of bounds. */
  static from(userId: string, raw: RawPeopleFilters, now: Date, today: string): PeopleFilters {
    const filters = new PeopleFilters();
    filters.userId = userId;
    filters.profileFilters = profileFiltersOf(raw.profileFilters);
    filters.eventFilters = eventFiltersOf(raw.eventFilters, today);
    filters.availability = availabilityOf(raw.availability);
    filters.updatedAt = now;
    return filters;
  }
}
