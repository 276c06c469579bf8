import { type Clock, isId } from '@ember/kernel';
import { type AgeBand, ageBandOf, toShortLocation } from '@ember/member-rules';
import type { InterestRepository } from '../domain/interest.repository.js';
import { photoUrlOf } from '../domain/photo-url.js';
import { ProfileUnavailableError } from '../domain/profile.errors.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import { type ProfileVideo, seesOthersVideos } from '../domain/visibility.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberPhotos } from './member-photos.port.js';
import type { MemberVideos } from './member-videos.port.js';
import type { ProfileSettings } from './profile-settings.js';
import type { ProfileSightings } from './profile-sightings.port.js';

/** A member's profile as another member sees it (spec 3 §2.3, §3 "Profile (browsing)"). */
export interface PublicProfileView {
  id: string;
  firstName: string;
  ageBand: AgeBand | null;
  sex: string;
  /** Short form ('CA:ON:Toronto'), or 'other' with the city the member typed in newLocation. */
  location: string;
  newLocation: string | null;
  relationshipStatus: string | null;
  photoUrl: string | null;
  bucketList: string[];
  interests: { name: string; lookingFor: string; contribute: string }[];
  /** Empty unless the viewer has a video of their own (spec 1 §6). */
  videos: ProfileVideo[];
  isOwn: boolean;
  /** One of the demo members a laptop's `npm start` seeds. */
  demo: boolean;
}

/**
 * One profile by its id, for a signed-in member: their own always; another member's only after
 * the pre-launch date, when discoverable and not blocked either way (otherwise not found). Never
 * the exact age, logistics or the vibe check's private answers; complete interests only.
 */
export class ViewProfileQuery {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly accounts: MemberAccounts,
    private readonly videos: MemberVideos,
    private readonly photos: MemberPhotos,
    private readonly sightings: ProfileSightings,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
  ) {}

  async execute(command: { viewerId: string; profileId: string }): Promise<PublicProfileView> {
    if (!isId(command.profileId)) throw new ProfileUnavailableError();
    const [profile] = await this.profiles.listByIds([command.profileId]);
    if (!profile) throw new ProfileUnavailableError();
    const isOwn = profile.userId === command.viewerId;
    if (!isOwn) {
      if (this.clock.now().getTime() < this.settings.visibleFrom.getTime()) throw new ProfileUnavailableError();
      if (!(await this.sightings.canSee(command.viewerId, profile.userId))) throw new ProfileUnavailableError();
    }
    const interests = await this.interests.listByUser(profile.userId);
    const preferences = await this.accounts.preferencesOf(profile.userId);
    const videos = await this.videos.videosOf(isOwn ? [profile.userId] : [command.viewerId, profile.userId]);
    const photos = await this.photos.readyUrls([profile.userId]);
    const showVideos = isOwn || seesOthersVideos(videos.get(command.viewerId) ?? []);
    return {
      id: profile.id,
      firstName: profile.firstName,
      ageBand: ageBandOf(profile.age, { profileCard: true }),
      sex: profile.sex,
      location: toShortLocation(profile.location),
      newLocation: profile.newLocation,
      relationshipStatus: preferences.relationshipStatus,
      photoUrl: photoUrlOf(photos.get(profile.userId) ?? null, this.settings.photoBaseUrl),
      bucketList: [...preferences.bucketList],
      interests: interests
        .filter((interest) => isOwn || interest.isComplete())
        .map(({ name, lookingFor, contribute }) => ({ name, lookingFor, contribute })),
      videos: showVideos ? [...(videos.get(profile.userId) ?? [])] : [],
      isOwn,
      demo: profile.demo,
    };
  }
}
