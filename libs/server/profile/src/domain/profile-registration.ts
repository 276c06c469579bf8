import type { InterestDraft } from './interest.entity.js';
import { maxInterestsPerMember } from './interest-text.js';
import type { IdentityDetails, Logistics } from './profile.entity.js';
import {
  activityPreferencesOf,
  ageOf,
  canHostOf,
  firstNameOf,
  hostingDetailsOf,
  locationOf,
  neighborhoodsOf,
  newLocationOf,
  sexOf,
  timeSlotsOf,
} from './profile-fields.js';
import { InvalidProfileError, TooManyInterestsError } from './profile.errors.js';

/** The onboarding wizard's ProfileJson, as sent (spec 1 §7). */
export interface RawRegistration {
  FirstName?: unknown;
  Age?: unknown;
  UserSex?: unknown;
  Location?: unknown;
  NewLocation?: unknown;
  ActivityPreferences?: unknown;
  Neighborhoods?: unknown;
  CanHost?: unknown;
  HostingDetails?: unknown;
  AvailableTimeSlots?: unknown;
  Interests?: unknown;
  InviteCode?: unknown;
}

export interface Registration {
  details: IdentityDetails;
  logistics: Logistics;
  interests: InterestDraft[];
  inviteCode: string | null;
}

const maxInviteCode = 40;

/** Validates a ProfileJson; interests' texts are checked when they are created. */
export function parseRegistration(raw: RawRegistration): Registration {
  const location = locationOf(raw.Location);
  const canHost = canHostOf('CanHost', raw.CanHost);
  return {
    details: {
      firstName: firstNameOf(raw.FirstName),
      age: ageOf(raw.Age),
      sex: sexOf(raw.UserSex),
      location,
      newLocation: newLocationOf(raw.NewLocation, location),
    },
    logistics: {
      activityPreferences: activityPreferencesOf('ActivityPreferences', raw.ActivityPreferences),
      neighborhoods: neighborhoodsOf('Neighborhoods', raw.Neighborhoods),
      canHost,
      hostingDetails: canHost ? hostingDetailsOf('HostingDetails', raw.HostingDetails) : null,
      availableTimeSlots: timeSlotsOf('AvailableTimeSlots', raw.AvailableTimeSlots),
    },
    interests: interestDrafts('Interests', raw.Interests),
    inviteCode: inviteCodeOf(raw.InviteCode),
  };
}

export function interestDrafts(field: string, value: unknown): InterestDraft[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new InvalidProfileError(field, `${field} must be a list.`);
  if (value.length > maxInterestsPerMember) throw new TooManyInterestsError(maxInterestsPerMember);
  return value.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new InvalidProfileError(field, `Interest #${index + 1} must be {name, lookingFor, contribute}.`);
    }
    return item as InterestDraft;
  });
}

export function inviteCodeOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const code = typeof value === 'string' ? value.trim() : '';
  if (code.length > maxInviteCode) throw new InvalidProfileError('InviteCode', 'That invite code is not valid.');
  return code || null;
}
