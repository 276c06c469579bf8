import type { Clock } from '@ember/kernel';
import type { Interest } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { appendInterests } from '../domain/interest-list.js';
import { Profile } from '../domain/profile.entity.js';
import { type RawRegistration, type Registration, parseRegistration } from '../domain/profile-registration.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import type { InviteRedeemer, InviteRedemption } from './invite-redeemer.port.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { IncomingPhoto, MemberPhotos, PhotoState } from './member-photos.port.js';

export interface CreateProfileCommand {
  userId: string;
  registration: RawRegistration;
  photo?: IncomingPhoto;
}

export interface CreateProfileOutcome {
  profile: Profile;
  interests: Interest[];
  /** false when the member already had a profile and the submission was merged into it. */
  created: boolean;
  /** The photo sent with the submission, as the media context took it; null without one. */
  photo: PhotoState | null;
  /** null when no invite code came with the submission. */
  inviteRedemption: InviteRedemption | null;
}

/**
 * The onboarding wizard's submission. A first submission creates the profile, its interests and
 * photo, tells identity the member has a profile and counts the invite they came with. A member
 * who already has a profile (back through the wizard for another program) keeps the registered
 * name, age, sex and location; the logistics they answered, new interests and a new photo are added.
 */
export class CreateProfileUseCase {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly accounts: MemberAccounts,
    private readonly photos: MemberPhotos,
    private readonly invites: InviteRedeemer,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, registration: raw, photo }: CreateProfileCommand): Promise<CreateProfileOutcome> {
    const registration = parseRegistration(raw);
    const now = this.clock.now();

    // Everything is validated before anything is written.
    let existing = await this.profiles.findByUserId(userId);
    let current = existing ? await this.interests.listByUser(userId) : [];
    let added = appendInterests(current, registration.interests, userId, now, { skipExisting: existing !== null });

    // The media context judges the photo (and refuses what is not an image) before the profile exists.
    const photoState = photo ? await this.photos.upload(userId, photo) : null;

    let created = false;
    if (!existing) {
      const fresh = Profile.register(userId, registration.details, registration.logistics, now);
      created = await this.profiles.insert(fresh);
      if (created) {
        existing = fresh;
      } else {
        // A second tab created it a moment ago: merge into that one.
        existing = (await this.profiles.findByUserId(userId))!;
        current = await this.interests.listByUser(userId);
        added = appendInterests(current, registration.interests, userId, now, { skipExisting: true });
      }
    }
    const profile = existing;

    if (!created) this.mergeLogistics(profile, registration, now);
    await this.profiles.save(profile);
    await this.interests.saveAll(added);

    if (created) await this.accounts.markProfileCreated(userId, profile.location);
    let inviteRedemption: InviteRedemption | null = null;
    if (registration.inviteCode) {
      inviteRedemption = created ? await this.invites.redeem(registration.inviteCode, userId) : 'not-new-member';
    }
    return { profile, interests: [...current, ...added], created, photo: photoState, inviteRedemption };
  }

  /** Only what was answered this time replaces what the profile holds. */
  private mergeLogistics(profile: Profile, { logistics }: Registration, now: Date): void {
    profile.updateLogistics(
      {
        activityPreferences: logistics.activityPreferences ?? undefined,
        neighborhoods: logistics.neighborhoods ?? undefined,
        availableTimeSlots: logistics.availableTimeSlots ?? undefined,
        canHost: logistics.canHost ?? undefined,
        hostingDetails: logistics.canHost === null ? undefined : logistics.hostingDetails,
      },
      now,
    );
  }
}
