import { InvalidUserPropertyError } from './identity.errors.js';

export const relationshipStatuses = ['open', 'not_looking'] as const;
export type RelationshipStatus = (typeof relationshipStatuses)[number];
export const preferredSexes = ['male', 'female', 'any'] as const;
export type PreferredSex = (typeof preferredSexes)[number];

export const idealAgeBounds = { min: 18, max: 120 } as const;
const maxBucketListItems = 50;
const maxBucketListItemLength = 200;
const maxRoadmaps = 50;
const maxLocationLength = 120;

export interface PropertyChange {
  field: string;
  value: unknown;
}

/** The user properties a member may change themselves, already validated. */
export interface UserPropertyValues {
  location?: string;
  roadmaps?: Record<string, string[]>;
  relationshipStatus?: RelationshipStatus;
  preferredSex?: PreferredSex[];
  idealAge?: { min: number; max: number };
  bucketList?: string[];
}

export const userPropertyFields = [
  'location',
  'roadmaps',
  'relationshipStatus',
  'preferredSex',
  'minIdealAge',
  'maxIdealAge',
  'bucketList',
] as const;

/**
 * Validates a batch of `{field, value}` changes. Ages travel as two fields but are one value:
 * they must come together and form a range.
 */
export function parseUserPropertyChanges(changes: readonly PropertyChange[]): UserPropertyValues {
  if (changes.length === 0) throw new InvalidUserPropertyError('changes', 'Please send at least one change.');
  const values: UserPropertyValues = {};
  let minAge: number | undefined;
  let maxAge: number | undefined;
  for (const { field, value } of changes) {
    switch (field) {
      case 'location':
        values.location = parseLocation(value);
        break;
      case 'roadmaps':
        values.roadmaps = parseRoadmaps(value);
        break;
      case 'relationshipStatus':
        values.relationshipStatus = oneOf(field, value, relationshipStatuses);
        break;
      case 'preferredSex':
        values.preferredSex = parsePreferredSex(value);
        break;
      case 'minIdealAge':
        minAge = parseAge(field, value);
        break;
      case 'maxIdealAge':
        maxAge = parseAge(field, value);
        break;
      case 'bucketList':
        values.bucketList = parseBucketList(value);
        break;
      default:
        throw new InvalidUserPropertyError(field, `"${field}" is not a property you can change.`);
    }
  }
  if (minAge !== undefined || maxAge !== undefined) {
    if (minAge === undefined || maxAge === undefined) {
      throw new InvalidUserPropertyError('minIdealAge', 'minIdealAge and maxIdealAge must be changed together.');
    }
    if (maxAge < minAge) {
      throw new InvalidUserPropertyError('maxIdealAge', 'maxIdealAge cannot be below minIdealAge.');
    }
    values.idealAge = { min: minAge, max: maxAge };
  }
  return values;
}

function parseLocation(value: unknown): string {
  const location = typeof value === 'string' ? value.trim() : '';
  if (!location) throw new InvalidUserPropertyError('location', 'Please choose a location.');
  if (location.length > maxLocationLength) {
    throw new InvalidUserPropertyError('location', `A location has at most ${maxLocationLength} characters.`);
  }
  return location;
}

function parseRoadmaps(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidUserPropertyError('roadmaps', 'roadmaps must map each roadmap id to its completed step ids.');
  }
  const entries = Object.entries(value);
  if (entries.length > maxRoadmaps) throw new InvalidUserPropertyError('roadmaps', 'Too many roadmaps.');
  return Object.fromEntries(
    entries.map(([roadmapId, steps]) => {
      if (!isId(roadmapId) || !Array.isArray(steps) || !steps.every(isId)) {
        throw new InvalidUserPropertyError('roadmaps', `Roadmap "${roadmapId}" must list step ids.`);
      }
      return [roadmapId, [...new Set(steps as string[])]];
    }),
  );
}

function parsePreferredSex(value: unknown): PreferredSex[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new InvalidUserPropertyError('preferredSex', 'Please choose who you would like to meet.');
  }
  return [...new Set(value.map((item) => oneOf('preferredSex', item, preferredSexes)))];
}

function parseAge(field: string, value: unknown): number {
  const age = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof age !== 'number' || !Number.isInteger(age) || age < idealAgeBounds.min || age > idealAgeBounds.max) {
    throw new InvalidUserPropertyError(
      field,
      `${field} must be a whole number from ${idealAgeBounds.min} to ${idealAgeBounds.max}.`,
    );
  }
  return age;
}

/** The spec's rule: items trimmed, empties dropped, duplicates removed. */
function parseBucketList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new InvalidUserPropertyError('bucketList', 'bucketList must be a list of text items.');
  }
  const items = [...new Set((value as string[]).map((item) => item.trim()).filter(Boolean))];
  if (items.length > maxBucketListItems) {
    throw new InvalidUserPropertyError('bucketList', `A bucket list has at most ${maxBucketListItems} items.`);
  }
  if (items.some((item) => item.length > maxBucketListItemLength)) {
    throw new InvalidUserPropertyError('bucketList', `Each item has at most ${maxBucketListItemLength} characters.`);
  }
  return items;
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new InvalidUserPropertyError(field, `${field} must be one of: ${allowed.join(', ')}.`);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,100}$/.test(value);
}
