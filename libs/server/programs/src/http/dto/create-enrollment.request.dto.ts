import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsObject, IsOptional, IsString, Length } from 'class-validator';
import { activityCategories, neighborhoods } from '@ember/member-rules';

export class TimeSlotValue {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday.', example: 6 })
  dayOfWeek!: number;

  @ApiProperty({ minimum: 0, maximum: 23, example: 9 })
  hour!: number;
}

export class LabelledTimeSlotValue {
  @ApiProperty({ example: 'Saturday' })
  day!: string;

  @ApiProperty({ description: '12 AM → 0, 12 PM → 12; unreadable → 9.', example: '9 AM' })
  time!: string;
}

export class HostingDetailsValue {
  @ApiProperty()
  hasVenue!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 120, description: 'Cleared when hasVenue is false.' })
  venueName?: string | null;
}

export class HalloweenPickValue {
  @ApiProperty({ example: 'Haunted Harbour Cruise' })
  eventName!: string;

  @ApiProperty({ example: 'Harbourfront' })
  venue!: string;

  @ApiProperty({ example: 'downtown' })
  neighborhood!: string;
}

@ApiExtraModels(TimeSlotValue, LabelledTimeSlotValue, HalloweenPickValue)
export class CreateEnrollmentRequest {
  @ApiProperty({ example: 'prog-coffee' })
  @IsString({ message: 'programId must be text.' })
  @Length(1, 60, { message: 'programId must be text.' })
  programId!: string;

  @ApiPropertyOptional({ enum: neighborhoods, isArray: true, nullable: true, description: 'Empty means none (null).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(16)
  neighborhoods?: string[] | null;

  @ApiPropertyOptional({
    type: 'array',
    nullable: true,
    items: { oneOf: [{ $ref: getSchemaPath(TimeSlotValue) }, { $ref: getSchemaPath(LabelledTimeSlotValue) }] },
    description: 'Stored as {dayOfWeek, hour}; the wizard may send its labels.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(168)
  timeSlots?: unknown[] | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: 'Interest names.', example: ['Book Club'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(40)
  interests?: string[] | null;

  @ApiPropertyOptional({ enum: activityCategories, isArray: true, nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  activityPreferences?: string[] | null;

  @ApiPropertyOptional({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    properties: { halloweenEvents: { type: 'array', items: { $ref: getSchemaPath(HalloweenPickValue) } } },
    description: 'Program-specific answers (at most 8 kB); halloweenEvents is checked.',
  })
  @IsOptional()
  @IsObject()
  customAnswers?: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  canHost?: boolean | null;

  @ApiPropertyOptional({ type: HostingDetailsValue, nullable: true, description: 'Kept only when canHost is true.' })
  @IsOptional()
  @IsObject()
  hostingDetails?: HostingDetailsValue | null;
}
