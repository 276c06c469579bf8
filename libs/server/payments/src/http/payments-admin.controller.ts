import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { MarkNoShowUseCase } from '../application/mark-no-show.use-case.js';
import { ReconcileUseCase } from '../application/reconcile.use-case.js';
import { ReconciliationReports } from '../application/reconciliation-reports.port.js';
import {
  NoShowRequest,
  NoShowResponse,
  ReconciliationReportResponse,
  ReconciliationReportsResponse,
} from './dto/admin.dto.js';

/** Admins: the reconciliation's reports (and a run now), and no-shows that forfeit deposits. */
@ApiTags('payments')
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only.' })
@Roles('admin')
@Controller('payments/admin')
export class PaymentsAdminController {
  constructor(
    private readonly reconcile: ReconcileUseCase,
    private readonly reports: ReconciliationReports,
    private readonly noShows: MarkNoShowUseCase,
  ) {}

  @Get('reconciliation-reports')
  @ApiOkResponse({ type: ReconciliationReportsResponse })
  async listReconciliationReports(): Promise<ReconciliationReportsResponse> {
    return { reports: (await this.reports.latest(30)).map(ReconciliationReportResponse.from) };
  }

  /** Runs the daily reconciliation now. */
  @Post('reconcile')
  @HttpCode(200)
  @ApiOkResponse({ type: ReconciliationReportResponse })
  async reconcilePayments(): Promise<ReconciliationReportResponse> {
    return ReconciliationReportResponse.from(await this.reconcile.execute());
  }

  /** The member did not come to their group: a deposit held for it is kept. */
  @Post('no-shows')
  @HttpCode(200)
  @ApiOkResponse({ type: NoShowResponse })
  async reportNoShow(@Body() body: NoShowRequest): Promise<NoShowResponse> {
    return { kept: await this.noShows.execute(body.groupId, body.memberId) };
  }
}
