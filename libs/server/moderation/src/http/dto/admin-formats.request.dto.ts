import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { type FormatStatusFilter, formatStatusFilters } from '../../application/host-formats.port.js';
import { formatsPage } from '../../application/list-formats.query.js';

export class ListAdminFormatsRequest {
  @ApiPropertyOptional({
    enum: formatStatusFilters,
    description: 'Only formats in this status; every status when absent.',
  })
  @IsOptional()
  @IsIn(formatStatusFilters, { message: 'status must be draft, active, completed or archived.' })
  status?: FormatStatusFilter;

  @ApiPropertyOptional({ minimum: 1, maximum: formatsPage.maxLimit, default: formatsPage.defaultLimit })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(formatsPage.maxLimit)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100_000)
  offset?: number;
}
