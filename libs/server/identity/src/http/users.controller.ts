import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '@ember/platform';
import { GetCurrentUserQuery } from '../application/get-current-user.query.js';
import { GrantRoleUseCase } from '../application/grant-role.use-case.js';
import { UpdateUserPropertiesUseCase } from '../application/update-user-properties.use-case.js';
import { type AuthenticatedUser, CurrentUser } from './authenticated-user.js';
import { CurrentUserResponse } from './dto/current-user.response.dto.js';
import { GrantRoleRequest } from './dto/grant-role.request.dto.js';
import { UserRolesResponse } from './dto/user-roles.response.dto.js';
import { UpdateUserPropertyRequest } from './dto/update-user-property.request.dto.js';
import { Roles } from './roles.guard.js';

@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('users')
export class UsersController {
  constructor(
    private readonly currentUser: GetCurrentUserQuery,
    private readonly updateProperties: UpdateUserPropertiesUseCase,
    private readonly grantRoles: GrantRoleUseCase,
  ) {}

  /** The signed-in user: id (the e-mail), location, profile flag, linked providers and roadmaps. */
  @Get('currentUser')
  @ApiOkResponse({ type: CurrentUserResponse })
  async getCurrentUser(@CurrentUser() user: AuthenticatedUser): Promise<CurrentUserResponse> {
    return CurrentUserResponse.from(await this.currentUser.execute(user.id));
  }

  /** Changes the caller's own properties; the whole batch is validated before anything is saved. */
  @Post('updateUserProperty')
  @HttpCode(200)
  @ApiOkResponse({ type: CurrentUserResponse })
  async updateUserProperty(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateUserPropertyRequest,
  ): Promise<CurrentUserResponse> {
    await this.updateProperties.execute(user.id, body.changes);
    return CurrentUserResponse.from(await this.currentUser.execute(user.id));
  }

  /** Admins only: gives an account a role (host, admin). */
  @Post('grantRole')
  @HttpCode(200)
  @Roles('admin')
  @ApiOkResponse({ type: UserRolesResponse })
  @ApiForbiddenResponse({ type: ErrorBody })
  async grantRole(@Body() body: GrantRoleRequest): Promise<UserRolesResponse> {
    const user = await this.grantRoles.execute(body.email, body.role);
    return { email: user.email, roles: user.roles };
  }
}
