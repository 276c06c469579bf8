import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { HostActivityQuery, activityPage } from '../application/host-activity.query.js';
import { HostDashboardQuery } from '../application/host-dashboard.query.js';
import { ListHostActivityRequest } from './dto/format-queries.request.dto.js';
import { HostActivityItemResponse, HostActivityResponse, HostDashboardResponse } from './dto/host.response.dto.js';

const hostParam = {
  name: 'id',
  description: "The host's user id, or `me`. Hosts see their own; admins any host's.",
  example: 'me',
};

/** The host console's figures: the dashboard and the activity list, from hosting's own records. */
@ApiTags('hosting')
@Controller('hosts')
export class HostsController {
  constructor(
    private readonly dashboards: HostDashboardQuery,
    private readonly activity: HostActivityQuery,
  ) {}

  /**
   * totalFormats, activeFormats, draftFormats, completedFormats, averageAttendance, totalRevenue
   * and activeInterest, each with its trend against the figures of 30 days ago.
   */
  @Get(':id/dashboard')
  @ApiParam(hostParam)
  @ApiOkResponse({ type: HostDashboardResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getHostDashboard(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<HostDashboardResponse> {
    return HostDashboardResponse.from(await this.dashboards.execute(user, id));
  }

  /** What happened to the host's formats, newest first (10 a page by default). */
  @Get(':id/activity')
  @ApiParam(hostParam)
  @ApiOkResponse({ type: HostActivityResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async listHostActivity(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: ListHostActivityRequest,
  ): Promise<HostActivityResponse> {
    const page = await this.activity.execute(user, id, query.limit ?? activityPage.defaultLimit, query.offset ?? 0);
    return { ...page, activities: page.activities.map(HostActivityItemResponse.from) };
  }
}
