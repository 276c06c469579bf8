import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { CreateInviteUseCase } from '../application/create-invite.use-case.js';
import { GetInviteQuery } from '../application/get-invite.query.js';
import { ListOwnedInvitesQuery } from '../application/list-owned-invites.query.js';
import { CreateInviteRequest } from './dto/create-invite.request.dto.js';
import { GetInviteRequest } from './dto/get-invite.request.dto.js';
import {
  CreateInviteResponse,
  GetInviteResponse,
  InviteDetailsResponse,
  OwnedInvitesResponse,
} from './dto/invite.response.dto.js';

@ApiTags('invites')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('invites')
export class InvitesController {
  constructor(
    private readonly createInvites: CreateInviteUseCase,
    private readonly invites: GetInviteQuery,
    private readonly ownedInvites: ListOwnedInvitesQuery,
  ) {}

  /** One of the caller's own invites by its code; another member's code answers 404. */
  @Get()
  @ApiOkResponse({ type: GetInviteResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getInvite(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: GetInviteRequest,
  ): Promise<GetInviteResponse> {
    const invite = await this.invites.execute(user.id, query.inviteCode);
    return { data: { inviteDetails: InviteDetailsResponse.from(invite) } };
  }

  /** The caller's invite codes (the user's ownedInvites) with their details, newest first. */
  @Get('owned')
  @ApiOkResponse({ type: OwnedInvitesResponse })
  async listOwnedInvites(@CurrentUser() user: AuthenticatedUser): Promise<OwnedInvitesResponse> {
    const invites = await this.ownedInvites.execute(user.id);
    return {
      data: {
        ownedInvites: invites.map((invite) => invite.code),
        invites: invites.map((invite) => InviteDetailsResponse.from(invite)),
      },
    };
  }

  /**
   * A new invite (30 days, 5 uses) whose code starts with the first name given as textPart.
   * Refused with 409 while another invite expires more than 7 days from now with more than 2 uses left.
   */
  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: CreateInviteResponse })
  @ApiConflictResponse({ type: ErrorBody })
  async createInvite(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateInviteRequest,
  ): Promise<CreateInviteResponse> {
    const invite = await this.createInvites.execute({ ownerId: user.id, textPart: body.textPart });
    return { data: InviteDetailsResponse.from(invite) };
  }
}
