import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { type ReportDecision, reportDecisions } from '../../application/resolve-report.use-case.js';

export class ResolveReportRequest {
  @ApiProperty({ enum: reportDecisions })
  @IsIn(reportDecisions, { message: 'decision must be dismiss, warn, remove-media or suspend.' })
  decision!: ReportDecision;

  @ApiPropertyOptional({ format: 'uuid', description: "With remove-media: which of the reported member's media." })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  mediaId?: string;

  @ApiPropertyOptional({
    description: 'Why; required to warn or remove media (it is e-mailed) or suspend (it is shown).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;
}
