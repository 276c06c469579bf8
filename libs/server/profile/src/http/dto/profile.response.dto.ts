import { ApiProperty } from '@nestjs/swagger';
import { discoveryPreferences, sexes } from '@ember/member-rules';
import type { AgeBand } from '@ember/member-rules';
import type { MyProfileView } from '../../application/profile-view.js';
import type { InviteRedemption } from '../../application/invite-redeemer.port.js';
import { photoStatuses } from '../../application/member-photos.port.js';
import { type ProfileVideo, videoPromptTypes } from '../../domain/visibility.js';
import { InterestResponse } from './interest.response.dto.js';

export class AgeBandResponse {
  @ApiProperty({ example: 'early-30s' })
  id!: string;

  @ApiProperty({ example: 'early 30s' })
  label!: string;

  @ApiProperty({ example: 30 })
  min!: number;

  @ApiProperty({ example: 34 })
  max!: number;
}

export class HostingDetailsResponse {
  @ApiProperty()
  hasVenue!: boolean;

  @ApiProperty({ type: String, nullable: true })
  venueName!: string | null;
}

export class AvailableTimeSlotResponse {
  @ApiProperty({ description: '0 Sunday … 6 Saturday.', example: 6 })
  dayOfWeek!: number;

  @ApiProperty({ example: 9 })
  hour!: number;
}

export class VideoResponse {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'dad_joke' })
  promptId!: string;

  @ApiProperty({ enum: videoPromptTypes })
  promptType!: string;

  @ApiProperty()
  videoUrl!: string;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl!: string | null;
}

export class VisibilityResponse {
  @ApiProperty({ description: 'Whether other members can see this profile now.' })
  discoverable!: boolean;

  @ApiProperty({ format: 'date-time', description: 'The pre-launch date: nobody is visible before it.' })
  visibleFrom!: string;

  @ApiProperty({
    enum: ['prelaunch', 'fun-video', 'useful-video'],
    isArray: true,
    description: 'What still keeps the profile hidden.',
  })
  missing!: string[];
}

export class ProfileEnrollmentResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'prog-halloween-2025' })
  programId!: string;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'May hold halloweenEvents.' })
  customAnswers!: Record<string, unknown> | null;
}

const video = (item: ProfileVideo): VideoResponse => ({ ...item });
export const band = (ageBand: AgeBand | null): AgeBandResponse | null => (ageBand ? { ...ageBand } : null);

/** The caller's own profile, with everything they answered. */
export class MyProfileResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: "The member's e-mail (the user id of users/currentUser).", example: 'alex@example.com' })
  userId!: string;

  @ApiProperty({ example: 'Alex' })
  firstName!: string;

  @ApiProperty({ example: 31 })
  age!: number;

  @ApiProperty({ type: AgeBandResponse, nullable: true })
  ageBand!: AgeBandResponse | null;

  @ApiProperty({ enum: sexes })
  userSex!: string;

  @ApiProperty({ example: 'CA:ON:Toronto' })
  location!: string;

  @ApiProperty({ type: String, nullable: true, description: "The city or postal code when location is 'other'." })
  newLocation!: string | null;

  @ApiProperty({ type: [String], nullable: true })
  activityPreferences!: string[] | null;

  @ApiProperty({ type: [String], nullable: true })
  neighborhoods!: string[] | null;

  @ApiProperty({ type: Boolean, nullable: true })
  canHost!: boolean | null;

  @ApiProperty({ type: HostingDetailsResponse, nullable: true })
  hostingDetails!: HostingDetailsResponse | null;

  @ApiProperty({ type: [AvailableTimeSlotResponse], nullable: true })
  availableTimeSlots!: AvailableTimeSlotResponse[] | null;

  @ApiProperty({ type: [InterestResponse] })
  interests!: InterestResponse[];

  @ApiProperty({ description: 'Incomplete interests are not visible to others.' })
  incompleteInterestCount!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The processed photo, null until ready; relative URLs are resolved on the photo base.',
  })
  photoUrl!: string | null;

  @ApiProperty({
    type: String,
    enum: photoStatuses,
    nullable: true,
    description: 'The latest photo upload: uploaded, processing, ready or failed; null when there is none.',
  })
  photoStatus!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the latest photo could not be used, in the spec's words.",
  })
  photoFailureMessage!: string | null;

  @ApiProperty({ type: [VideoResponse] })
  videos!: VideoResponse[];

  @ApiProperty({ type: String, nullable: true, enum: ['open', 'not_looking'] })
  relationshipStatus!: string | null;

  @ApiProperty({ type: [String], nullable: true, example: ['female'] })
  preferredSex!: string[] | null;

  @ApiProperty({ type: Number, nullable: true })
  minIdealAge!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  maxIdealAge!: number | null;

  @ApiProperty({ type: [String] })
  bucketList!: string[];

  @ApiProperty({ type: String, nullable: true, enum: discoveryPreferences })
  discoveryPreference!: string | null;

  @ApiProperty({ type: String, nullable: true })
  discoveryPreferenceOther!: string | null;

  @ApiProperty({ type: [ProfileEnrollmentResponse] })
  enrollments!: ProfileEnrollmentResponse[];

  @ApiProperty({ type: VisibilityResponse })
  visibility!: VisibilityResponse;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(view: MyProfileView, email: string): MyProfileResponse {
    const { profile, preferences } = view;
    return {
      id: profile.id,
      userId: email,
      firstName: profile.firstName,
      age: profile.age,
      ageBand: band(view.ageBand),
      userSex: profile.sex,
      location: profile.location,
      newLocation: profile.newLocation,
      activityPreferences: profile.activityPreferences,
      neighborhoods: profile.neighborhoods,
      canHost: profile.canHost,
      hostingDetails: profile.hostingDetails,
      availableTimeSlots: profile.availableTimeSlots,
      interests: view.interests.map((interest) => InterestResponse.from(interest)),
      incompleteInterestCount: view.interests.filter((interest) => !interest.isComplete()).length,
      photoUrl: view.photoUrl,
      photoStatus: view.photo?.status ?? null,
      photoFailureMessage: view.photo?.failureMessage ?? null,
      videos: view.videos.map(video),
      relationshipStatus: preferences.relationshipStatus,
      preferredSex: preferences.preferredSex,
      minIdealAge: preferences.minIdealAge,
      maxIdealAge: preferences.maxIdealAge,
      bucketList: preferences.bucketList,
      discoveryPreference: profile.discoveryPreference,
      discoveryPreferenceOther: profile.discoveryPreferenceOther,
      enrollments: view.enrollments.map(({ id, programId, customAnswers }) => ({ id, programId, customAnswers })),
      visibility: {
        discoverable: view.visibility.discoverable,
        visibleFrom: view.visibility.visibleFrom.toISOString(),
        missing: view.visibility.missing,
      },
      createdAt: profile.createdAt.toISOString(),
    };
  }
}

export const inviteRedemptions = [
  'redeemed',
  'not-found',
  'already-redeemed',
  'expired',
  'used-up',
  'own-invite',
  'not-new-member',
] as const satisfies readonly InviteRedemption[];

export class RegisteredUserResponse {
  @ApiProperty({ description: "The member's e-mail.", example: 'alex@example.com' })
  id!: string;

  @ApiProperty({ example: true })
  hasProfile!: boolean;

  @ApiProperty({ type: [InterestResponse] })
  userInterests!: InterestResponse[];
}

export class CreatedProfileData {
  @ApiProperty({ type: RegisteredUserResponse })
  user!: RegisteredUserResponse;

  @ApiProperty({ type: MyProfileResponse })
  profile!: MyProfileResponse;

  @ApiProperty({
    enum: inviteRedemptions,
    nullable: true,
    type: String,
    description: 'What became of InviteCode: redeemed once per new member; null when none was sent.',
  })
  inviteRedemption!: InviteRedemption | null;
}

/** `POST /profiles` with the wizard's ProfileJson: `{ data: { user: { id, userInterests[].id } } }`. */
export class CreateProfileResponse {
  @ApiProperty({ type: CreatedProfileData })
  data!: CreatedProfileData;
}
