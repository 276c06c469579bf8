import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { sexes } from '@ember/member-rules';
import type { PeopleFilters } from '../../domain/people-filters.entity.js';

export class ProfileFiltersDto {
  @ApiProperty({ enum: sexes, isArray: true, description: 'The sexes to show; empty shows both.' })
  sex!: string[];

  @ApiProperty({ minimum: 20, maximum: 100, example: 25 })
  ageMin!: number;

  @ApiProperty({ minimum: 20, maximum: 100, example: 40 })
  ageMax!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Between ageMin and ageMax.', example: 32 })
  idealAge!: number | null;

  @ApiProperty({ minimum: 1, maximum: 3, description: 'Bit flags: 1 friendship, 2 romantic (3 both).', example: 1 })
  purpose!: number;
}

export class EventFiltersDto {
  @ApiProperty({ type: [String], maxItems: 20, description: 'Category ids as in /category/{id}; empty: all.' })
  categories!: string[];

  @ApiProperty({ type: [String], maxItems: 60, description: "Days the member can make, 'YYYY-MM-DD', from today on." })
  dates!: string[];
}

export class AvailabilityWindowDto {
  @ApiProperty({ example: '19:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
  startTime!: string;

  @ApiProperty({ example: '22:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'After startTime.' })
  endTime!: string;
}

/**
 * The people-filter settings (spec 3 §3 "User settings"), sent and answered whole. Each part is
 * checked by the profile context, which names the setting out of bounds in `details.field`.
 */
export class PeopleFiltersRequest {
  @ApiProperty({ type: ProfileFiltersDto })
  @Allow()
  profileFilters!: ProfileFiltersDto;

  @ApiProperty({ type: EventFiltersDto })
  @Allow()
  eventFilters!: EventFiltersDto;

  @ApiProperty({ type: AvailabilityWindowDto })
  @Allow()
  availability!: AvailabilityWindowDto;
}

export class PeopleFiltersResponse extends PeopleFiltersRequest {
  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  static from(filters: PeopleFilters): PeopleFiltersResponse {
    return {
      profileFilters: { ...filters.profileFilters, sex: [...filters.profileFilters.sex] },
      eventFilters: { categories: [...filters.eventFilters.categories], dates: [...filters.eventFilters.dates] },
      availability: { ...filters.availability },
      updatedAt: filters.updatedAt.toISOString(),
    };
  }
}
