import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

export class CreateRoundRequest {
  @ApiProperty({ example: 'prog-coffee', description: 'The program (or campaign) the round matches.' })
  @IsString()
  @MaxLength(60)
  programId!: string;

  @ApiPropertyOptional({ example: 'CA:ON:Toronto', description: "The city's location code (default Toronto)." })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  city?: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T14:00:00Z', description: 'Picks open (profiles shown).' })
  @IsISO8601({ strict: true })
  picksOpenAt!: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-08T14:00:00Z', description: 'Picks close; groups form.' })
  @IsISO8601({ strict: true })
  picksCloseAt!: string;

  @ApiPropertyOptional({ example: 24, minimum: 1, maximum: 168, description: 'Hours members have to join (24).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(168)
  reviewHours?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A one-off event every group meets at; without it, groups meet weekly in a shared slot.',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  eventStartsAt?: string | null;

  @ApiPropertyOptional({ example: 4, minimum: 3, maximum: 16, description: "Default: the program's." })
  @IsOptional()
  @IsInt()
  @Min(3)
  @Max(16)
  minGroupSize?: number;

  @ApiPropertyOptional({ example: 6, minimum: 3, maximum: 16, description: "Default: the program's." })
  @IsOptional()
  @IsInt()
  @Min(3)
  @Max(16)
  maxGroupSize?: number;

  @ApiPropertyOptional({ description: '|men − women| ≤ 1 in every group (default: the Halloween campaigns).' })
  @IsOptional()
  @IsBoolean()
  genderBalance?: boolean;

  @ApiPropertyOptional({ description: 'Someone in every group has a venue (default: programs where members host).' })
  @IsOptional()
  @IsBoolean()
  requireVenue?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    description: 'Oldest − youngest at most.',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(0)
  @Max(100)
  maxAgeSpread?: number | null;
}

export class RescheduleRoundRequest {
  @ApiPropertyOptional({ format: 'date-time', description: 'While the round is scheduled.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  picksOpenAt?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Until picks close.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  picksCloseAt?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'During the review: the join deadline of every group.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  reviewClosesAt?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Until picks close, for a round with an event time.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  eventStartsAt?: string;
}

export class PutPickRequest {
  @ApiProperty({
    minimum: 0,
    maximum: 5,
    example: 3,
    description:
      '0 Not Interested, 1 Neutral, 2 Potential Friendship, 3 Curious, 4 Attracted, 5 Perfect Match; counts from 2.',
  })
  @IsInt()
  @Min(0)
  @Max(5)
  level!: number;

  @ApiPropertyOptional({ description: 'Open to romance with this person; default: true from level 4 (Attracted).' })
  @IsOptional()
  @IsBoolean()
  romance?: boolean;
}

/** The code of a member's QR code, scanned or typed by the format's host at the event. */
export class CheckInRequest {
  @ApiProperty({ example: 'K7QM2XH9PA', maxLength: 16 })
  @IsString()
  @MaxLength(16)
  code!: string;
}

/** One answer about another attendee of the caller's group. */
export class MeetAgainAnswerRequest {
  @ApiProperty({ format: 'uuid', description: 'The other attendee’s profile.' })
  @IsUUID()
  profileId!: string;

  @ApiProperty({ description: 'Would you meet them again?' })
  @IsBoolean()
  again!: boolean;
}

export class MeetAgainRequest {
  @ApiProperty({ type: [MeetAgainAnswerRequest], maxItems: 16 })
  @IsArray()
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => MeetAgainAnswerRequest)
  answers!: MeetAgainAnswerRequest[];
}
