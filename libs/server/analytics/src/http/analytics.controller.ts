import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody, Public } from '@ember/platform';
import { DailyTotalsQuery } from '../application/daily-totals.query.js';
import { RecordActivityBatchUseCase } from '../application/record-activity-batch.use-case.js';
import type { ActivitySubject } from '../domain/activity-subject.js';
import { DailyTotalsRequest } from './dto/daily-totals.request.dto.js';
import { DailyTotalsResponse } from './dto/daily-totals.response.dto.js';
import { TrackBatchRequest } from './dto/track-batch.request.dto.js';
import { VisitorCookie } from './visitor-cookie.js';

@ApiTags('analytics')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('analytics')
export class AnalyticsController {
  constructor(
    private readonly record: RecordActivityBatchUseCase,
    private readonly dailyTotals: DailyTotalsQuery,
    private readonly visitors: VisitorCookie,
  ) {}

  /** Adds the web tracker's daily counters for the caller: the signed-in member, else the anonymous visitor. */
  @Public()
  @Post('track-batch')
  @HttpCode(204)
  @ApiNoContentResponse()
  async trackBatch(
    @Body() body: TrackBatchRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<void> {
    const subject: ActivitySubject = user
      ? { kind: 'member', id: user.id }
      : { kind: 'visitor', id: this.visitors.visitorId(request, response) };
    await this.record.execute({ subject, entries: body.entries });
  }

  /** Admins only: visitors, members and summed counters per day. */
  @Get('daily-totals')
  @Roles('admin')
  @ApiOkResponse({ type: DailyTotalsResponse })
  @ApiForbiddenResponse({ type: ErrorBody })
  async getDailyTotals(@Query() query: DailyTotalsRequest): Promise<DailyTotalsResponse> {
    const days = await this.dailyTotals.execute(query);
    return { days: days.map(({ day, ...totals }) => ({ date: day, ...totals })) };
  }
}
