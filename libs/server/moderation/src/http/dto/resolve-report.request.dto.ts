import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { type ReportDecision, reportDecisions } from '../../application/resolve-report.use-case.js';

export class ResolveReportRequest {
  @ApiProperty({ enum: reportDecisions })
  @IsIn(reportDecisions, { message: 'decision must be dismiss, warn or suspend.' })
  decision!: ReportDecision;

  @ApiPropertyOptional({ description: 'Why; required to warn (it is e-mailed) or suspend (it is shown).' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;
}
