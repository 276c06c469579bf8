import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { formatListFilters } from '../../application/list-my-formats.query.js';
import { activityPage } from '../../application/host-activity.query.js';
import { searchPage } from '../../application/search-formats.query.js';

export class SearchFormatsRequest {
  @ApiPropertyOptional({
    description: 'Words in the title or description, or a city or neighbourhood name; empty lists every active format.',
    example: 'pottery',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  query?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: searchPage.maxLimit, default: searchPage.defaultLimit })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(searchPage.maxLimit)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100_000)
  offset?: number;
}

export class ListMyFormatsRequest {
  @ApiPropertyOptional({
    enum: formatListFilters,
    default: 'all',
    description: "'all' is every format but the archived ones.",
  })
  @IsOptional()
  @IsIn(formatListFilters)
  status?: (typeof formatListFilters)[number];
}

export class ListHostActivityRequest {
  @ApiPropertyOptional({ minimum: 1, maximum: activityPage.maxLimit, default: activityPage.defaultLimit })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(activityPage.maxLimit)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100_000)
  offset?: number;
}
