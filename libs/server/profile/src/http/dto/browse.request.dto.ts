import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ageFilterOptions, browsePageSize, neighborhoods, sexes } from '@ember/member-rules';

const list = (what: string, choices: readonly string[]) =>
  `Comma-separated ${what}; empty or absent lets everyone through. One of: ${choices.join(', ')}.`;

/** `GET /profiles` and `GET /profiles/all`: the place, the page and the browse screen's filters. */
export class BrowseProfilesRequest {
  @ApiProperty({
    example: 'CA:ON:Toronto',
    description: "Short or long form; 'other' lists the members of the caller's own other city.",
  })
  @IsString({ message: 'Please choose a location.' })
  @MaxLength(200)
  location!: string;

  @ApiPropertyOptional({ description: 'The previous page’s nextCursor; absent for the first page.' })
  @IsOptional()
  @IsString({ message: 'cursor must be text.' })
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: browsePageSize.min,
    maximum: browsePageSize.max,
    default: browsePageSize.default,
    description: 'Profiles per page.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(browsePageSize.min)
  @Max(browsePageSize.max)
  limit?: number;

  @ApiPropertyOptional({
    example: 'late-20s,early-30s,mid-30s',
    description: list(
      'age filter ids',
      ageFilterOptions.map((option) => option.id),
    ),
  })
  @IsOptional()
  @IsString()
  @MaxLength(400)
  age?: string;

  @ApiPropertyOptional({ example: 'female', description: list('sexes', sexes) })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  sex?: string;

  @ApiPropertyOptional({
    example: 'downtown,west-end',
    description: `${list('neighbourhoods', neighborhoods)} Members who go anywhere match every neighbourhood.`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(400)
  neighborhood?: string;

  @ApiPropertyOptional({
    example: 'Board Games,Dance',
    description:
      'Comma-separated interest categories: the topics of GET /interests/catalogue. A member matches with a ' +
      'complete interest of that name.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  interest?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true: only members who answered a daily prompt (a video beyond the fun and useful ones every listed member has).',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dailyVideo must be true or false.' })
  dailyVideo?: string;
}
