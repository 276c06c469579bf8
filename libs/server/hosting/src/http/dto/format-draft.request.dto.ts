import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  balancePreferences,
  cancellationPolicies,
  confirmationPeriodDays,
  dietaryOptions,
  dropoutStrategies,
  formatCategories,
  groupCounts,
  interestCollectionDays,
  lowInterestStrategies,
  matchingFailureStrategies,
  maxParticipants,
  minParticipants,
  noGroupStrategies,
  possibleDateCount,
  refundPolicies,
  selectionWindowDays,
  textLimits,
  timeChoices,
  titleLength,
} from '@ember/hosting-rules';

// Shapes and hard caps are checked here; the limits of spec 3 §5 are the shared rules' (the
// domain answers them per field with `hosting.invalid-format`), so the wizard and the api agree.

export class TimelineInput {
  @ApiPropertyOptional({
    minimum: interestCollectionDays.min,
    maximum: interestCollectionDays.max,
    example: interestCollectionDays.default,
    description: 'Days of interest collection.',
  })
  @IsOptional()
  @IsInt()
  interestCollection?: number;

  @ApiPropertyOptional({ minimum: selectionWindowDays.min, maximum: selectionWindowDays.max, example: 2 })
  @IsOptional()
  @IsInt()
  selectionWindow?: number;

  @ApiPropertyOptional({ minimum: confirmationPeriodDays.min, maximum: confirmationPeriodDays.max, example: 3 })
  @IsOptional()
  @IsInt()
  confirmationPeriod?: number;
}

export class PossibleDateInput {
  @ApiProperty({ format: 'date', example: '2026-12-18', description: 'A calendar day in the format’s city.' })
  @IsString()
  @MaxLength(10)
  date!: string;

  @ApiProperty({ enum: timeChoices, example: '19:00-22:00' })
  @IsIn(timeChoices)
  time!: (typeof timeChoices)[number];
}

export class GroupRulesInput {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: groupCounts.unlimited,
    example: 1,
    description: '1, 10, or 999 (unlimited).',
  })
  @IsOptional()
  @IsInt()
  maxGroups?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  multipleGroups?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  hostApproval?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  sameAttendeesMultipleGroups?: boolean;

  @ApiPropertyOptional({ enum: matchingFailureStrategies })
  @IsOptional()
  @IsIn(matchingFailureStrategies)
  matchingFailureStrategy?: (typeof matchingFailureStrategies)[number];

  @ApiPropertyOptional({ enum: noGroupStrategies })
  @IsOptional()
  @IsIn(noGroupStrategies)
  noGroupStrategy?: (typeof noGroupStrategies)[number];

  @ApiPropertyOptional({ enum: lowInterestStrategies })
  @IsOptional()
  @IsIn(lowInterestStrategies)
  lowInterestStrategy?: (typeof lowInterestStrategies)[number];

  @ApiPropertyOptional({ enum: dropoutStrategies })
  @IsOptional()
  @IsIn(dropoutStrategies)
  dropoutStrategy?: (typeof dropoutStrategies)[number];

  @ApiPropertyOptional({ enum: balancePreferences })
  @IsOptional()
  @IsIn(balancePreferences)
  balancePreference?: (typeof balancePreferences)[number];
}

export class CapacityInput {
  @ApiPropertyOptional({ minimum: minParticipants.min, maximum: minParticipants.max, example: 4 })
  @IsOptional()
  @IsInt()
  minParticipants?: number;

  @ApiPropertyOptional({ minimum: maxParticipants.min, maximum: maxParticipants.max, example: 10 })
  @IsOptional()
  @IsInt()
  maxParticipants?: number;

  @ApiPropertyOptional({ example: 7, description: 'Between min and max; the wizard sets the midpoint.' })
  @IsOptional()
  @IsInt()
  optimalParticipants?: number;
}

export class PricingInput {
  @ApiPropertyOptional({
    minimum: 1000,
    maximum: 50000,
    multipleOf: 500,
    example: 4500,
    description: 'In cents: $10 to $500 in steps of $5.',
  })
  @IsOptional()
  @IsInt()
  ticketPrice?: number;

  @ApiPropertyOptional({ enum: refundPolicies })
  @IsOptional()
  @IsIn(refundPolicies)
  refundPolicy?: (typeof refundPolicies)[number];

  @ApiPropertyOptional({ enum: cancellationPolicies })
  @IsOptional()
  @IsIn(cancellationPolicies)
  cancellationPolicy?: (typeof cancellationPolicies)[number];
}

export class HostInfoInput {
  @ApiPropertyOptional({
    example: 'host@example.com',
    description: 'Needed without an account (the next steps go there); ignored when signed in.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({
    maxLength: textLimits.hostFirstName,
    example: 'Maya',
    description: 'Shown on the format’s page.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.hostFirstName)
  firstName?: string;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  isNewHost?: boolean;
}

export class LocationInput {
  @ApiPropertyOptional({ example: 'toronto', description: 'A city slug of the shared list.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  city?: string;

  @ApiPropertyOptional({ example: 'kensington-market', description: 'A neighbourhood slug of that city.' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  neighborhood?: string;

  @ApiPropertyOptional({ maxLength: textLimits.venueDetails })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.venueDetails)
  venueDetails?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isOnline?: boolean;
}

export class EventDetailsInput {
  @ApiPropertyOptional({ maxLength: textLimits.description })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.description)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  includesFood?: boolean;

  @ApiPropertyOptional({ maxLength: textLimits.details })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.details)
  foodDetails?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  includesDrinks?: boolean;

  @ApiPropertyOptional({ maxLength: textLimits.details })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.details)
  drinkDetails?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  includesMaterials?: boolean;

  @ApiPropertyOptional({ maxLength: textLimits.details })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.details)
  materialsDetails?: string;

  @ApiPropertyOptional({ enum: dietaryOptions, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(dietaryOptions.length)
  @IsIn(dietaryOptions, { each: true })
  dietaryOptions?: (typeof dietaryOptions)[number][];

  @ApiPropertyOptional({ maxLength: textLimits.whatToBring })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.whatToBring)
  whatToBring?: string;
}

/**
 * The wizard's draft (spec 3 §3), or any part of it: a new draft takes the defaults for what is
 * missing; an update lays what is given over the saved format (sections merge, lists replace).
 */
export class FormatDraftRequest {
  @ApiPropertyOptional({
    description: `The title: ${titleLength.min}-${titleLength.max} characters after trimming (required to publish).`,
    example: 'Pottery and pints',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  format?: string;

  @ApiPropertyOptional({ maxLength: textLimits.description })
  @IsOptional()
  @IsString()
  @MaxLength(textLimits.description)
  description?: string;

  @ApiPropertyOptional({ enum: formatCategories, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(formatCategories)
  category?: (typeof formatCategories)[number] | null;

  @ApiPropertyOptional({ type: TimelineInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => TimelineInput)
  timeline?: TimelineInput;

  @ApiPropertyOptional({ type: [PossibleDateInput], maxItems: possibleDateCount.max })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(possibleDateCount.max)
  @ValidateNested({ each: true })
  @Type(() => PossibleDateInput)
  possibleDates?: PossibleDateInput[];

  @ApiPropertyOptional({ type: GroupRulesInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => GroupRulesInput)
  groupRules?: GroupRulesInput;

  @ApiPropertyOptional({ type: CapacityInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => CapacityInput)
  capacity?: CapacityInput;

  @ApiPropertyOptional({ type: PricingInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => PricingInput)
  pricing?: PricingInput;

  @ApiPropertyOptional({ type: HostInfoInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => HostInfoInput)
  hostInfo?: HostInfoInput;

  @ApiPropertyOptional({ type: LocationInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => LocationInput)
  location?: LocationInput;

  @ApiPropertyOptional({ type: EventDetailsInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => EventDetailsInput)
  eventDetails?: EventDetailsInput;
}
