import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { activityCategories, neighborhoods, sexes } from '@ember/member-rules';

export class RegistrationTimeSlot {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday.', example: 6 })
  dayOfWeek!: number;

  @ApiProperty({ minimum: 0, maximum: 23, example: 9 })
  hour!: number;
}

export class RegistrationHostingDetails {
  @ApiProperty()
  hasVenue!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 120 })
  venueName?: string | null;
}

export class RegistrationInterest {
  @ApiProperty({ maxLength: 60, example: 'Book Club' })
  name!: string;

  @ApiPropertyOptional({ description: 'Empty (incomplete), or 20-150 characters after trimming.' })
  lookingFor?: string;

  @ApiPropertyOptional({ description: 'Empty (incomplete), or 20-150 characters after trimming.' })
  contribute?: string;

  @ApiPropertyOptional()
  isAiSuggested?: boolean;

  @ApiPropertyOptional()
  isCustom?: boolean;
}

/**
 * The wizard's ProfileJson (spec 1 §7), sent as JSON text in the multipart field `ProfileJson`.
 * Empty lists are stored as null; HostingDetails counts only when CanHost.
 */
export class ProfileRegistration {
  @ApiProperty({ maxLength: 50, example: 'Alex' })
  FirstName!: string;

  @ApiProperty({ type: 'integer', minimum: 20, maximum: 100, example: 31 })
  Age!: number;

  @ApiProperty({ enum: sexes })
  UserSex!: string;

  @ApiProperty({ description: "country:province:city, short or long form, or 'other'.", example: 'CA:ON:Toronto' })
  Location!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "City or postal code; required with 'other'." })
  NewLocation?: string | null;

  @ApiPropertyOptional({ enum: activityCategories, isArray: true, nullable: true })
  ActivityPreferences?: string[] | null;

  @ApiPropertyOptional({ enum: neighborhoods, isArray: true, nullable: true })
  Neighborhoods?: string[] | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: "true / false (or 'yes' / 'no')." })
  CanHost?: boolean | null;

  @ApiPropertyOptional({ type: RegistrationHostingDetails, nullable: true })
  HostingDetails?: RegistrationHostingDetails | null;

  @ApiPropertyOptional({ type: [RegistrationTimeSlot], nullable: true })
  AvailableTimeSlots?: RegistrationTimeSlot[] | null;

  @ApiPropertyOptional({ type: [RegistrationInterest], maxItems: 20 })
  Interests?: RegistrationInterest[];

  @ApiPropertyOptional({
    maxLength: 40,
    description: 'The invite code the member came with; it counts once, for a new member only.',
    example: 'ADA-7K3Q',
  })
  InviteCode?: string;
}

export class ExperienceBudget {
  @ApiProperty({ enum: ['0-20', '20-50', '50-100', '100-200', '200+'], example: '20-50' })
  ideal!: string;

  @ApiProperty({ enum: ['0-20', '20-50', '50-100', '100-200', '200+'], example: '50-100' })
  max!: string;
}

/**
 * The experience registration (spec 3 §2.10), sent as JSON to `POST /profiles`. `experience`
 * names it ('poetry-night' for the poetry-night page; the member area's five-step wizard by default).
 */
export class ExperienceRegistrationRequest {
  @ApiPropertyOptional({
    example: 'experience',
    description: "An experience id; 'poetry-night' or 'experience' (default).",
  })
  experience?: string;

  @ApiProperty({ type: [String], description: 'Dates YYYY-MM-DD; at least one.', example: ['2025-02-14'] })
  availability!: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  availabilityExplained?: string | null;

  @ApiPropertyOptional({
    enum: [
      'arcade',
      'bars_lounges',
      'live_music',
      'nightclubs',
      'comedy_shows',
      'karaoke',
      'themed_parties',
      'speakeasies',
      'rooftop_events',
    ],
    isArray: true,
    nullable: true,
  })
  activities?: string[] | null;

  @ApiPropertyOptional({ type: ExperienceBudget, description: 'Required except for the poetry night.' })
  budget?: ExperienceBudget;

  @ApiPropertyOptional({ enum: ['yes', 'no'], description: "Must be 'yes' (except for the poetry night)." })
  videoAgreement?: string;

  @ApiPropertyOptional({ enum: ['yes', 'no'], description: 'The optional $10 deposit; an answer is required.' })
  depositAgreement?: string;

  @ApiPropertyOptional({ description: 'Poetry night: the spot is not guaranteed (must be true).' })
  acknowledged?: boolean;

  @ApiPropertyOptional({ maxLength: 40, description: 'Counts once per member.' })
  inviteCode?: string;

  @ApiPropertyOptional({ description: 'Poetry night defaults to CA:BC:Revelstoke.', example: 'CA:BC:Revelstoke' })
  location?: string;
}

export class ExperienceRegistrationResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'poetry-night' })
  experience!: string;

  @ApiProperty({ type: [String] })
  availability!: string[];

  @ApiProperty({ type: String, nullable: true })
  availabilityExplained!: string | null;

  @ApiProperty({ type: [String], nullable: true })
  activities!: string[] | null;

  @ApiProperty({ type: ExperienceBudget, nullable: true })
  budget!: ExperienceBudget | null;

  @ApiProperty({ type: String, nullable: true, enum: ['yes', 'no'] })
  videoAgreement!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: ['yes', 'no'] })
  depositAgreement!: string | null;

  @ApiProperty()
  acknowledged!: boolean;

  @ApiProperty({ type: String, nullable: true })
  location!: string | null;
}

export class ExperienceRegistrationData {
  @ApiProperty({ type: ExperienceRegistrationResponse })
  registration!: ExperienceRegistrationResponse;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['redeemed', 'not-found', 'already-redeemed', 'expired', 'used-up', 'own-invite'],
  })
  inviteRedemption!: string | null;
}

export class ExperienceRegistrationEnvelope {
  @ApiProperty({ type: ExperienceRegistrationData })
  data!: ExperienceRegistrationData;
}
