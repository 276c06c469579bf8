import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { HostGroupsUseCase } from '../application/host-groups.use-case.js';
import { HostFormatGroupsResponse } from './dto/host-groups.response.dto.js';
import { CheckInRequest } from './dto/round.request.dto.js';

/** A format's host and the groups its selection formed: look, approve, release; never picks. */
@ApiTags('matching-rounds')
@ApiForbiddenResponse({ type: ErrorBody, description: 'The format’s host, or an admin.' })
@ApiNotFoundResponse({ type: ErrorBody, description: 'No selection round (yet) or no such group.' })
@Roles('admin', 'host')
@Controller('rounds')
export class HostGroupsController {
  constructor(private readonly hostGroups: HostGroupsUseCase) {}

  /** The format's selection round and its groups: size, first names, photos, date and the approval. */
  @Get('formats/:formatId/groups')
  @ApiOkResponse({ type: HostFormatGroupsResponse })
  async getFormatGroups(
    @CurrentUser() user: AuthenticatedUser,
    @Param('formatId') formatId: string,
  ): Promise<HostFormatGroupsResponse> {
    return HostFormatGroupsResponse.from(await this.hostGroups.ofFormat(user, formatId));
  }

  /** Approves a proposed group: its members can confirm and pay. */
  @Post(':roundId/groups/:groupId/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: HostFormatGroupsResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'The group was released.' })
  async approveGroup(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Param('groupId') groupId: string,
  ): Promise<HostFormatGroupsResponse> {
    return HostFormatGroupsResponse.from(await this.hostGroups.approve(user, roundId, groupId));
  }

  /** Releases a proposed group back to the pool: it will not meet, and its members are told. */
  @Post(':roundId/groups/:groupId/release')
  @HttpCode(200)
  @ApiOkResponse({ type: HostFormatGroupsResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'The group was approved already.' })
  async releaseGroup(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Param('groupId') groupId: string,
  ): Promise<HostFormatGroupsResponse> {
    return HostFormatGroupsResponse.from(await this.hostGroups.release(user, roundId, groupId));
  }

  /** Checks a member in at the event by the code their QR code carries (scanned or typed). */
  @Post(':roundId/check-in')
  @HttpCode(200)
  @ApiOkResponse({ type: HostFormatGroupsResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The code is not for this event.' })
  async checkIn(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Body() body: CheckInRequest,
  ): Promise<HostFormatGroupsResponse> {
    return HostFormatGroupsResponse.from(await this.hostGroups.checkIn(user, roundId, body.code));
  }
}
