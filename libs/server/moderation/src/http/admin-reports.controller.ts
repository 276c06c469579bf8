import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { ReportsQueueQuery } from '../application/reports-queue.query.js';
import { ResolveReportUseCase } from '../application/resolve-report.use-case.js';
import { ReportCaseResponse, ReportsQueueResponse } from './dto/report-case.response.dto.js';
import { ResolveReportRequest } from './dto/resolve-report.request.dto.js';

/** The reports queue: each open report with both members and prior reports; resolving it. Admins only. */
@ApiTags('moderation')
@ApiBadRequestResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only.' })
@Roles('admin')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(
    private readonly queue: ReportsQueueQuery,
    private readonly resolving: ResolveReportUseCase,
  ) {}

  @Get()
  @ApiOkResponse({ type: ReportsQueueResponse })
  async listOpenReports(): Promise<ReportsQueueResponse> {
    return { reports: (await this.queue.execute()).map(ReportCaseResponse.fromCase) };
  }

  /** Dismiss, warn (e-mailed), remove a photo or video of the reported member, or suspend; the reporter is told it was handled. */
  @Post(':reportId/resolve')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already handled.' })
  async resolveReport(
    @CurrentUser() user: AuthenticatedUser,
    @Param('reportId') reportId: string,
    @Body() body: ResolveReportRequest,
  ): Promise<void> {
    await this.resolving.execute(user, reportId, body.decision, body.note ?? '', body.mediaId);
  }
}
