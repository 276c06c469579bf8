import { newId } from '@ember/kernel';
import type { DiscoveryPreference, Sex, TimeSlot } from '@ember/member-rules';
import { type HostingDetails, profileMessages } from './profile-fields.js';
import { InvalidProfileError } from './profile.errors.js';

/** The fields fixed at registration. */
export interface IdentityDetails {
  firstName: string;
  age: number;
  sex: Sex;
  location: string;
  newLocation: string | null;
}

/** The fields a member may change later (profile settings' logistics section). */
export interface Logistics {
  activityPreferences: string[] | null;
  neighborhoods: string[] | null;
  canHost: boolean | null;
  hostingDetails: HostingDetails | null;
  availableTimeSlots: TimeSlot[] | null;
}

/** What a member tells about themselves; one per member. */
export class Profile implements IdentityDetails, Logistics {
  id!: string;
  userId!: string;
  firstName!: string;
  age!: number;
  sex!: Sex;
  location!: string;
  newLocation: string | null = null;
  activityPreferences: string[] | null = null;
  neighborhoods: string[] | null = null;
  canHost: boolean | null = null;
  hostingDetails: HostingDetails | null = null;
  availableTimeSlots: TimeSlot[] | null = null;
  discoveryPreference: DiscoveryPreference | null = null;
  discoveryPreferenceOther: string | null = null;
  /** One of the demo members a laptop's `npm start` seeds; never set in production mode. */
  demo = false;
  createdAt!: Date;
  updatedAt!: Date;

  static register(userId: string, details: IdentityDetails, logistics: Logistics, now: Date): Profile {
    const profile = new Profile();
    profile.id = newId();
    profile.userId = userId;
    profile.firstName = details.firstName;
    profile.age = details.age;
    profile.sex = details.sex;
    profile.location = details.location;
    profile.newLocation = details.newLocation;
    profile.discoveryPreference = null;
    profile.discoveryPreferenceOther = null;
    profile.createdAt = now;
    profile.updateLogistics(logistics, now);
    return profile;
  }

  /** Applies the logistics given; fields left undefined keep their value. hostingDetails only count when hosting. */
  updateLogistics(changes: Partial<Logistics>, now: Date): void {
    if (changes.activityPreferences !== undefined) this.activityPreferences = changes.activityPreferences;
    if (changes.neighborhoods !== undefined) this.neighborhoods = changes.neighborhoods;
    if (changes.availableTimeSlots !== undefined) this.availableTimeSlots = changes.availableTimeSlots;
    if (changes.canHost !== undefined) this.canHost = changes.canHost;
    if (changes.hostingDetails !== undefined) this.hostingDetails = changes.hostingDetails;
    if (this.canHost !== true) this.hostingDetails = null;
    this.updatedAt = now;
  }

  markAsDemo(now: Date): void {
    this.demo = true;
    this.updatedAt = now;
  }

  /** Vibe check step 3: 'other' needs a description; any other choice drops it. */
  setDiscovery(preference: DiscoveryPreference, other: string | null, now: Date): void {
    if (preference === 'other' && !other) {
      throw new InvalidProfileError('discoveryPreferenceOther', profileMessages.discoveryOther);
    }
    this.discoveryPreference = preference;
    this.discoveryPreferenceOther = preference === 'other' ? other : null;
    this.updatedAt = now;
  }
}
