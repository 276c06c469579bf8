import { type AgeBand, ageBandOf } from '@ember/member-rules';
import type { Interest } from '../domain/interest.entity.js';
import { photoUrlOf } from '../domain/photo-url.js';
import type { Profile } from '../domain/profile.entity.js';
import { type Discoverability, type ProfileVideo, discoverabilityOf } from '../domain/visibility.js';
import type { MemberEnrollment } from './member-enrollments.port.js';
import type { PhotoState } from './member-photos.port.js';
import type { MemberPreferences } from './member-accounts.port.js';
import type { ProfileSettings } from './profile-settings.js';

/** Everything a member sees of their own profile. */
export interface MyProfileView {
  profile: Profile;
  ageBand: AgeBand | null;
  interests: Interest[];
  /** The latest photo in any state (null url until it is ready); null when the member has none. */
  photo: PhotoState | null;
  photoUrl: string | null;
  videos: ProfileVideo[];
  preferences: MemberPreferences;
  enrollments: MemberEnrollment[];
  visibility: Discoverability & { visibleFrom: Date };
}

/** What other members see: no exact age, no logistics, no preferences, only complete interests. */
export interface ProfileCard {
  id: string;
  firstName: string;
  ageBand: AgeBand | null;
  sex: string;
  location: string;
  photoUrl: string | null;
  interests: Interest[];
  videos: ProfileVideo[];
  isOwn: boolean;
}

export function myProfileView(
  parts: Omit<MyProfileView, 'ageBand' | 'photoUrl' | 'visibility'>,
  settings: ProfileSettings,
  now: Date,
): MyProfileView {
  return {
    ...parts,
    ageBand: ageBandOf(parts.profile.age, { profileCard: true }),
    photoUrl: photoUrlOf(parts.photo?.url ?? null, settings.photoBaseUrl),
    visibility: { ...discoverabilityOf(parts.videos, now, settings.visibleFrom), visibleFrom: settings.visibleFrom },
  };
}

export function profileCard(
  profile: Profile,
  interests: readonly Interest[],
  videos: readonly ProfileVideo[],
  options: { isOwn: boolean; showVideos: boolean; photoUrl: string | null; photoBaseUrl: string },
): ProfileCard {
  return {
    id: profile.id,
    firstName: profile.firstName,
    ageBand: ageBandOf(profile.age, { profileCard: true }),
    sex: profile.sex,
    location: profile.location,
    photoUrl: photoUrlOf(options.photoUrl, options.photoBaseUrl),
    interests: options.isOwn ? [...interests] : interests.filter((interest) => interest.isComplete()),
    videos: options.isOwn || options.showVideos ? [...videos] : [],
    isOwn: options.isOwn,
  };
}
