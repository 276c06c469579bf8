import type { Clock } from '@ember/kernel';
import { sameLocation } from '@ember/member-rules';
import type { InterestRepository } from '../domain/interest.repository.js';
import { replaceInterests } from '../domain/interest-list.js';
import { type RawChange, parseProfileChanges } from '../domain/profile-changes.js';
import {
  InvalidProfileUpdateError,
  ProfileLocationMismatchError,
  ProfileNotFoundError,
} from '../domain/profile.errors.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { ProfileSettings } from './profile-settings.js';

export interface UpdateProfilePropertyCommand {
  userId: string;
  /** The member's location, as the web sends it with every change. */
  location?: string | null;
  changes?: readonly RawChange[] | null;
}

/**
 * `updateProfileProperty`: the vibe check's answers and the settings' logistics and interests,
 * validated as one batch before anything is stored. Preferences go to identity, the rest to the profile.
 */
export class UpdateProfilePropertyUseCase {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly accounts: MemberAccounts,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, location, changes }: UpdateProfilePropertyCommand): Promise<void> {
    if (!location?.trim() || !changes || changes.length === 0) throw new InvalidProfileUpdateError();
    const parsed = parseProfileChanges(changes, this.settings.supportEmail);
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new ProfileNotFoundError();
    if (!sameLocation(location, profile.location)) throw new ProfileLocationMismatchError();
    const now = this.clock.now();

    profile.updateLogistics(parsed.logistics, now);
    if (parsed.discoveryPreference !== undefined || parsed.discoveryPreferenceOther !== undefined) {
      profile.setDiscovery(
        parsed.discoveryPreference ?? profile.discoveryPreference ?? 'other',
        parsed.discoveryPreferenceOther !== undefined
          ? parsed.discoveryPreferenceOther
          : profile.discoveryPreferenceOther,
        now,
      );
    }
    const interestChange = parsed.interests
      ? replaceInterests(await this.interests.listByUser(userId), parsed.interests, userId, now)
      : null;

    // Identity validates its fields last of all checks; nothing is stored before it agrees.
    if (parsed.preferences.length > 0) await this.accounts.updatePreferences(userId, parsed.preferences);
    await this.profiles.save(profile);
    if (interestChange) {
      await this.interests.remove(interestChange.removed);
      await this.interests.saveAll([...interestChange.kept, ...interestChange.added]);
    }
  }
}
