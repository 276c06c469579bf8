import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { metricLimits } from '../../domain/activity-metrics.js';

export class ActivityMetricsInput {
  @ApiPropertyOptional({
    description: 'Active seconds while the tab was visible.',
    minimum: 0,
    maximum: metricLimits.tat,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(metricLimits.tat)
  tat?: number;

  @ApiPropertyOptional({ description: 'Page views.', minimum: 0, maximum: metricLimits.pv })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(metricLimits.pv)
  pv?: number;

  @ApiPropertyOptional({ description: 'Seconds spent on pages.', minimum: 0, maximum: metricLimits.ts })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(metricLimits.ts)
  ts?: number;

  @ApiPropertyOptional({ description: 'Button clicks.', minimum: 0, maximum: metricLimits.bc })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(metricLimits.bc)
  bc?: number;

  @ApiPropertyOptional({ description: 'Searches.', minimum: 0, maximum: metricLimits.sp })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(metricLimits.sp)
  sp?: number;

  @ApiPropertyOptional({ description: 'Filter uses.', minimum: 0, maximum: metricLimits.fa })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(metricLimits.fa)
  fa?: number;
}

export class TrackBatchEntry {
  @ApiProperty({ example: '2025-11-20', description: "The browser's local calendar day, YYYY-MM-DD." })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be written YYYY-MM-DD.' })
  date!: string;

  @ApiProperty({ type: ActivityMetricsInput })
  @IsDefined()
  @ValidateNested()
  @Type(() => ActivityMetricsInput)
  metrics!: ActivityMetricsInput;
}

export class TrackBatchRequest {
  @ApiProperty({ type: [TrackBatchEntry], minItems: 1, maxItems: 31 })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(31)
  @ValidateNested({ each: true })
  @Type(() => TrackBatchEntry)
  entries!: TrackBatchEntry[];
}
