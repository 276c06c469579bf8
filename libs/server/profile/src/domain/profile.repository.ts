import type { Profile } from './profile.entity.js';

export abstract class ProfileRepository {
  abstract findByUserId(userId: string): Promise<Profile | null>;
  /** The profiles of these members (those who have one), in no particular order. */
  abstract listByUserIds(userIds: readonly string[]): Promise<Profile[]>;
  /** The profiles with these ids (those that exist). */
  abstract listByIds(profileIds: readonly string[]): Promise<Profile[]>;
  /** Saves a new profile unless the member already has one; false then. The browse read model follows. */
  abstract insert(profile: Profile): Promise<boolean>;
  abstract save(profile: Profile): Promise<void>;
  /** Profiles whose first name starts with the text (any case), for the operator's search. */
  abstract searchByFirstName(text: string, limit: number): Promise<Profile[]>;
}
