import { Body, Controller, Delete, Get, HttpCode, Param, ParseEnumPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { AdministerMemberUseCase } from '../application/administer-member.use-case.js';
import type { OperatorRole } from '../application/member-accounts.port.js';
import { SearchMembersQuery } from '../application/search-members.query.js';
import { OperatorReasonRequest, RoleChangeRequest, SearchMembersRequest } from './dto/admin-member.request.dto.js';
import { AdminMemberResponse, AdminMembersResponse } from './dto/admin-member.response.dto.js';

const operatorRoles = ['host', 'admin'] as const;
const roleParam = new ParseEnumPipe({ host: 'host', admin: 'admin' });

/** The operator's console: members, their roles and suspensions. Admins only; every change is audited. */
@ApiTags('moderation')
@ApiBadRequestResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only.' })
@Roles('admin')
@Controller('admin/members')
export class AdminMembersController {
  constructor(
    private readonly search: SearchMembersQuery,
    private readonly administer: AdministerMemberUseCase,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminMembersResponse })
  async searchMembers(@Query() query: SearchMembersRequest): Promise<AdminMembersResponse> {
    return { members: (await this.search.execute(query.query)).map(AdminMemberResponse.from) };
  }

  @Get(':memberId')
  @ApiOkResponse({ type: AdminMemberResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getAdminMember(@Param('memberId') memberId: string): Promise<AdminMemberResponse> {
    return AdminMemberResponse.from(await this.administer.find(memberId));
  }

  @Put(':memberId/roles/:role')
  @ApiParam({ name: 'role', enum: operatorRoles })
  @ApiOkResponse({ type: AdminMemberResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async grantMemberRole(
    @CurrentUser() user: AuthenticatedUser,
    @Param('memberId') memberId: string,
    @Param('role', roleParam) role: OperatorRole,
    @Body() body: RoleChangeRequest,
  ): Promise<AdminMemberResponse> {
    return AdminMemberResponse.from(await this.administer.grantRole(user, memberId, role, body.reason));
  }

  @Delete(':memberId/roles/:role')
  @ApiParam({ name: 'role', enum: operatorRoles })
  @ApiOkResponse({ type: AdminMemberResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async revokeMemberRole(
    @CurrentUser() user: AuthenticatedUser,
    @Param('memberId') memberId: string,
    @Param('role', roleParam) role: OperatorRole,
    @Body() body: RoleChangeRequest,
  ): Promise<AdminMemberResponse> {
    return AdminMemberResponse.from(await this.administer.revokeRole(user, memberId, role, body.reason));
  }

  /** Ends the member's sessions at once, refuses their sign-in, and takes them out of every pool. */
  @Post(':memberId/suspend')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMemberResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async suspendMember(
    @CurrentUser() user: AuthenticatedUser,
    @Param('memberId') memberId: string,
    @Body() body: OperatorReasonRequest,
  ): Promise<AdminMemberResponse> {
    return AdminMemberResponse.from(await this.administer.suspend(user, memberId, body.reason));
  }

  @Post(':memberId/unsuspend')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMemberResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async unsuspendMember(
    @CurrentUser() user: AuthenticatedUser,
    @Param('memberId') memberId: string,
    @Body() body: OperatorReasonRequest,
  ): Promise<AdminMemberResponse> {
    return AdminMemberResponse.from(await this.administer.restore(user, memberId, body.reason));
  }
}
