import type { DiscoveryPreference } from '@ember/member-rules';
import type { InterestDraft } from './interest.entity.js';
import type { Logistics } from './profile.entity.js';
import {
  activityPreferencesOf,
  canHostOf,
  discoveryOtherOf,
  discoveryPreferenceOf,
  hostingDetailsOf,
  neighborhoodsOf,
  timeSlotsOf,
} from './profile-fields.js';
import { interestDrafts } from './profile-registration.js';
import { FieldLockedError, InvalidProfileError } from './profile.errors.js';

export interface RawChange {
  Field?: unknown;
  Value?: unknown;
}

/** An interest in the full list the settings send: with an id it is an existing one. */
export interface InterestListItem extends InterestDraft {
  id?: unknown;
}

/** A batch of `updateProfileProperty` changes, validated and sorted by who keeps each field. */
export interface ProfileChanges {
  logistics: Partial<Logistics>;
  discoveryPreference?: DiscoveryPreference;
  /** undefined: unchanged; null: cleared. */
  discoveryPreferenceOther?: string | null;
  /** Vibe-check preferences identity keeps (relationshipStatus, preferredSex, ideal ages). */
  preferences: { field: string; value: unknown }[];
  /** The member's whole interest list, replacing the current one. */
  interests?: InterestListItem[];
}

/** Fields fixed at registration, under each name a client may use for them. */
const lockedFields = new Set(['firstname', 'name', 'age', 'sex', 'usersex', 'gender', 'location', 'newlocation']);
const preferenceFields = new Set(['relationshipStatus', 'preferredSex', 'minIdealAge', 'maxIdealAge']);

export const changeableFields = [
  'discoveryPreference',
  'discoveryPreferenceOther',
  'relationshipStatus',
  'preferredSex',
  'minIdealAge',
  'maxIdealAge',
  'neighborhoods',
  'canHost',
  'hostingDetails',
  'availableTimeSlots',
  'activityPreferences',
  'interests',
] as const;

/** Reads a batch of `{Field, Value}`; field names are camelCase (a leading capital is accepted). */
export function parseProfileChanges(changes: readonly RawChange[], supportEmail: string): ProfileChanges {
  const parsed: ProfileChanges = { logistics: {}, preferences: [] };
  for (const change of changes) {
    const raw = typeof change.Field === 'string' ? change.Field.trim() : '';
    if (lockedFields.has(raw.toLowerCase())) throw new FieldLockedError(raw, supportEmail);
    const field = raw.charAt(0).toLowerCase() + raw.slice(1);
    const value = change.Value;
    if (preferenceFields.has(field)) {
      parsed.preferences.push({ field, value });
      continue;
    }
    switch (field) {
      case 'discoveryPreference':
        parsed.discoveryPreference = discoveryPreferenceOf(value);
        break;
      case 'discoveryPreferenceOther':
        parsed.discoveryPreferenceOther = discoveryOtherOf(value);
        break;
      case 'neighborhoods':
        parsed.logistics.neighborhoods = neighborhoodsOf(field, value);
        break;
      case 'activityPreferences':
        parsed.logistics.activityPreferences = activityPreferencesOf(field, value);
        break;
      case 'availableTimeSlots':
        parsed.logistics.availableTimeSlots = timeSlotsOf(field, value);
        break;
      case 'canHost':
        parsed.logistics.canHost = canHostOf(field, value);
        break;
      case 'hostingDetails':
        parsed.logistics.hostingDetails = hostingDetailsOf(field, value);
        break;
      case 'interests':
        parsed.interests = interestDrafts(field, value);
        break;
      default:
        throw new InvalidProfileError(raw || 'Field', `"${raw}" is not a profile property you can change.`);
    }
  }
  return parsed;
}
