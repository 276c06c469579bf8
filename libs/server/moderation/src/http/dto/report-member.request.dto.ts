import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  type ReportReason,
  type ReportSource,
  detailsMaxLength,
  reportReasons,
  reportSources,
} from '../../domain/report.entity.js';

export class ReportMemberRequest {
  @ApiProperty({ format: 'uuid', description: 'The reported member’s profile id.' })
  @IsUUID('all', { message: 'profileId must be a profile id.' })
  profileId!: string;

  @ApiProperty({ enum: reportReasons })
  @IsIn(reportReasons, { message: 'Please choose a reason.' })
  reason!: ReportReason;

  @ApiPropertyOptional({ maxLength: detailsMaxLength, description: 'What happened; required for "other".' })
  @IsOptional()
  @IsString({ message: 'details must be text.' })
  @MaxLength(detailsMaxLength, { message: `Please keep it under ${detailsMaxLength} characters.` })
  details?: string;

  @ApiProperty({ enum: reportSources, description: 'Where the member reported from.' })
  @IsIn(reportSources, { message: 'source must be pick, profile or group.' })
  source!: ReportSource;
}
