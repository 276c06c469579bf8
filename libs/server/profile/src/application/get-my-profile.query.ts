import type { Clock } from '@ember/kernel';
import type { InterestRepository } from '../domain/interest.repository.js';
import { ProfileNotFoundError } from '../domain/profile.errors.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberEnrollments } from './member-enrollments.port.js';
import type { MemberPhotos } from './member-photos.port.js';
import type { MemberVideos } from './member-videos.port.js';
import { type MyProfileView, myProfileView } from './profile-view.js';
import type { ProfileSettings } from './profile-settings.js';

/** The caller's own profile with preferences, photo, videos, enrollments and visibility. */
export class GetMyProfileQuery {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly accounts: MemberAccounts,
    private readonly videos: MemberVideos,
    private readonly photos: MemberPhotos,
    private readonly enrollments: MemberEnrollments,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<MyProfileView> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new ProfileNotFoundError();
    // One after the other: they share the request's unit of work.
    const interests = await this.interests.listByUser(userId);
    const preferences = await this.accounts.preferencesOf(userId);
    const videos = await this.videos.videosOf([userId]);
    const photo = await this.photos.current(userId);
    const enrollments = await this.enrollments.listForMember(userId);
    return myProfileView(
      { profile, interests, photo, preferences, videos: videos.get(userId) ?? [], enrollments },
      this.settings,
      this.clock.now(),
    );
  }
}
