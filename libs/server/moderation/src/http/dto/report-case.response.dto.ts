import { ApiProperty } from '@nestjs/swagger';
import type { ReportCase } from '../../application/reports-queue.query.js';
import { type Report, reportReasons, reportResolutions, reportSources } from '../../domain/report.entity.js';
import { AdminMemberResponse } from './admin-member.response.dto.js';
import { MemberMediaResponse } from './member-media.response.dto.js';

export class PriorReportResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: reportReasons })
  reason!: string;

  @ApiProperty({ type: String, nullable: true })
  details!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, enum: reportResolutions, nullable: true, description: 'null while open.' })
  resolution!: string | null;

  static from(report: Report): PriorReportResponse {
    return {
      id: report.id,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      resolution: report.resolution,
    };
  }
}

export class ReportCaseResponse extends PriorReportResponse {
  @ApiProperty({ enum: reportSources })
  source!: string;

  @ApiProperty({ type: AdminMemberResponse, nullable: true })
  reporter!: AdminMemberResponse | null;

  @ApiProperty({ type: AdminMemberResponse, nullable: true })
  reported!: AdminMemberResponse | null;

  @ApiProperty({ type: [PriorReportResponse], description: 'Earlier reports about the same member, newest first.' })
  priorReports!: PriorReportResponse[];

  @ApiProperty({ type: [MemberMediaResponse], description: "The reported member's ready photo and videos." })
  reportedMedia!: MemberMediaResponse[];

  static fromCase(item: ReportCase): ReportCaseResponse {
    return {
      ...PriorReportResponse.from(item.report),
      source: item.report.source,
      reporter: item.reporter ? AdminMemberResponse.from(item.reporter) : null,
      reported: item.reported ? AdminMemberResponse.from(item.reported) : null,
      priorReports: item.priorReports.map(PriorReportResponse.from),
      reportedMedia: item.reportedMedia.map(MemberMediaResponse.from),
    };
  }
}

export class ReportsQueueResponse {
  @ApiProperty({ type: [ReportCaseResponse], description: 'Open reports, oldest first.' })
  reports!: ReportCaseResponse[];
}
