import type { Clock } from '@ember/kernel';
import { toShortLocation } from '@ember/member-rules';
import type { InterestRepository } from '../domain/interest.repository.js';
import { InvalidProfileError } from '../domain/profile.errors.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import { discoverabilityOf, seesOthersVideos } from '../domain/visibility.js';
import type { MemberPhotos } from './member-photos.port.js';
import type { MemberVideos } from './member-videos.port.js';
import { type ProfileCard, profileCard } from './profile-view.js';
import type { ProfileSettings } from './profile-settings.js';

export interface BrowseProfilesCommand {
  viewerId: string;
  location?: string | null;
  /** true: the caller's own card comes first (marked isOwn); false: others only. */
  includeSelf: boolean;
}

const pageSize = 500;

/**
 * Members of a location others may see: only discoverable ones (after the pre-launch date, with a
 * fun and a useful video), with complete interests only, ready photos, and their videos only for a
 * caller who uploaded one.
 */
export class BrowseProfilesQuery {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly videos: MemberVideos,
    private readonly photos: MemberPhotos,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
  ) {}

  async execute({ viewerId, location, includeSelf }: BrowseProfilesCommand): Promise<ProfileCard[]> {
    const place = location?.trim();
    if (!place || place.length > 120) throw new InvalidProfileError('location', 'Please choose a location.');
    const now = this.clock.now();
    const candidates = await this.profiles.listByLocation(toShortLocation(place), pageSize);
    const own = includeSelf ? await this.profiles.findByUserId(viewerId) : null;
    const videos = await this.videos.videosOf([viewerId, ...candidates.map((profile) => profile.userId)]);
    const showVideos = seesOthersVideos(videos.get(viewerId) ?? []);

    const visible = candidates.filter(
      (profile) =>
        profile.userId !== viewerId &&
        discoverabilityOf(videos.get(profile.userId) ?? [], now, this.settings.visibleFrom).discoverable,
    );
    const shown = own ? [own, ...visible] : visible;
    const interests = await this.interests.listByUsers(shown.map((profile) => profile.userId));
    const photos = await this.photos.readyUrls(shown.map((profile) => profile.userId));
    return shown.map((profile) =>
      profileCard(
        profile,
        interests.filter((interest) => interest.userId === profile.userId),
        videos.get(profile.userId) ?? [],
        {
          isOwn: profile.userId === viewerId,
          showVideos,
          photoUrl: photos.get(profile.userId) ?? null,
          photoBaseUrl: this.settings.photoBaseUrl,
        },
      ),
    );
  }
}
