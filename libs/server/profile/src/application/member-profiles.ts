import type { Clock } from '@ember/kernel';
import { type AgeBand, type TimeSlot, toShortLocation } from '@ember/member-rules';
import type { InterestRepository } from '../domain/interest.repository.js';
import type { HostingDetails } from '../domain/profile-fields.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import { type ProfileVideo, type VisibilityGap, discoverabilityOf, seesOthersVideos } from '../domain/visibility.js';
import type { MemberPhotos } from './member-photos.port.js';
import type { MemberVideos } from './member-videos.port.js';
import { profileCard } from './profile-view.js';
import type { ProfileSettings } from './profile-settings.js';
import type { VisibilityRecords } from './visibility-records.port.js';

/** What group formation needs to know of a member: who they are and where and when they can meet. */
export interface MatchingProfile {
  userId: string;
  profileId: string;
  firstName: string;
  sex: string;
  age: number;
  /** Short form, e.g. 'CA:ON:Toronto'. */
  location: string;
  neighborhoods: string[] | null;
  availableTimeSlots: TimeSlot[] | null;
  hostingDetails: HostingDetails | null;
  /** Others may see the member now (after the pre-launch date, with a fun and a useful video). */
  discoverable: boolean;
}

/** Whether a member may take part in what others choose from: null without a profile. */
export interface MemberReadiness {
  firstName: string;
  /** What still keeps others from seeing the member; empty when discoverable. */
  missing: VisibilityGap[];
}

/** A member as another member sees them: no exact age, no logistics, complete interests only. */
export interface PublicProfileCard {
  profileId: string;
  userId: string;
  firstName: string;
  ageBand: AgeBand | null;
  sex: string;
  location: string;
  photoUrl: string | null;
  interests: { name: string; lookingFor: string; contribute: string }[];
  /** Empty unless the viewer has a video of their own (spec 1 §6). */
  videos: ProfileVideo[];
  /** One of the demo members a laptop's `npm start` seeds. */
  demo: boolean;
}

/**
 * What other contexts may ask of profiles about several members at once: the matching rounds
 * read candidates' logistics and show members each other's public cards.
 */
export class MemberProfiles {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly videos: MemberVideos,
    private readonly photos: MemberPhotos,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
    private readonly visibility: VisibilityRecords,
  ) {}

  async matchingProfiles(userIds: readonly string[]): Promise<MatchingProfile[]> {
    const profiles = await this.profiles.listByUserIds(userIds);
    const videos = await this.videos.videosOf(profiles.map((profile) => profile.userId));
    const suspended = await this.visibility.suspendedAmong(profiles.map((profile) => profile.userId));
    const now = this.clock.now();
    return profiles.map((profile) => ({
      userId: profile.userId,
      profileId: profile.id,
      firstName: profile.firstName,
      sex: profile.sex,
      age: profile.age,
      location: toShortLocation(profile.location),
      neighborhoods: profile.neighborhoods ? [...profile.neighborhoods] : null,
      availableTimeSlots: profile.availableTimeSlots ? profile.availableTimeSlots.map((slot) => ({ ...slot })) : null,
      hostingDetails: profile.hostingDetails ? { ...profile.hostingDetails } : null,
      // A suspended member is out of every pool, whatever their videos say.
      discoverable:
        !suspended.has(profile.userId) &&
        discoverabilityOf(videos.get(profile.userId) ?? [], now, this.settings.visibleFrom).discoverable,
    }));
  }

  async readiness(userId: string): Promise<MemberReadiness | null> {
    const [profile] = await this.profiles.listByUserIds([userId]);
    if (!profile) return null;
    const videos = await this.videos.videosOf([userId]);
    const { missing } = discoverabilityOf(videos.get(userId) ?? [], this.clock.now(), this.settings.visibleFrom);
    return { firstName: profile.firstName, missing };
  }

  /** Public cards of these members (those with a profile), as `viewerId` may see them. */
  async cards(userIds: readonly string[], viewerId: string): Promise<PublicProfileCard[]> {
    const profiles = await this.profiles.listByUserIds(userIds);
    if (profiles.length === 0) return [];
    const owners = profiles.map((profile) => profile.userId);
    const videos = await this.videos.videosOf([viewerId, ...owners]);
    const interests = await this.interests.listByUsers(owners);
    const photos = await this.photos.readyUrls(owners);
    const showVideos = seesOthersVideos(videos.get(viewerId) ?? []);
    return profiles.map((profile) => {
      const card = profileCard(
        profile,
        interests.filter((interest) => interest.userId === profile.userId),
        videos.get(profile.userId) ?? [],
        {
          isOwn: false,
          showVideos,
          photoUrl: photos.get(profile.userId) ?? null,
          photoBaseUrl: this.settings.photoBaseUrl,
        },
      );
      return {
        profileId: card.id,
        userId: profile.userId,
        firstName: card.firstName,
        ageBand: card.ageBand,
        sex: card.sex,
        location: card.location,
        photoUrl: card.photoUrl,
        interests: card.interests.map(({ name, lookingFor, contribute }) => ({ name, lookingFor, contribute })),
        videos: card.videos.map((video) => ({ ...video })),
        demo: profile.demo,
      };
    });
  }

  /** Members whose first name starts with the text, for the operator's search: member id → first name. */
  async searchByFirstName(text: string, limit: number): Promise<Map<string, string>> {
    const profiles = await this.profiles.searchByFirstName(text.trim(), limit);
    return new Map(profiles.map((profile) => [profile.userId, profile.firstName]));
  }

  /** The first names of these members (those with a profile), by member id. */
  async firstNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const profiles = await this.profiles.listByUserIds(userIds);
    return new Map(profiles.map((profile) => [profile.userId, profile.firstName]));
  }

  /** The member ids of these profiles, by profile id; unknown ids are absent. */
  async userIdsOf(profileIds: readonly string[]): Promise<Map<string, string>> {
    const profiles = await this.profiles.listByIds(profileIds);
    return new Map(profiles.map((profile) => [profile.id, profile.userId]));
  }

  /** The profile ids of these members, by member id; members without a profile are absent. */
  async profileIdsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const profiles = await this.profiles.listByUserIds(userIds);
    return new Map(profiles.map((profile) => [profile.userId, profile.id]));
  }
}
