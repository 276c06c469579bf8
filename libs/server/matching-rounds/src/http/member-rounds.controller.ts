import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { CandidatesQuery } from '../application/candidates.query.js';
import { GroupDecisionsUseCase } from '../application/group-decisions.use-case.js';
import { MyGroupQuery } from '../application/my-group.query.js';
import { MyRoundsQuery } from '../application/my-rounds.query.js';
import { PicksUseCase } from '../application/picks.use-case.js';
import { PutPickRequest } from './dto/round.request.dto.js';
import {
  CandidatesResponse,
  GroupCancellationResponse,
  GroupCheckoutResponse,
  MemberCardResponse,
  MyGroupResponse,
  MyPickResponse,
  MyPicksResponse,
  MyRoundResponse,
  MyRoundsResponse,
} from './dto/member.response.dto.js';

/**
 * A member's rounds: the profiles to pick from, their own picks (nobody else ever sees them),
 * and their group to review, join or decline.
 */
@ApiTags('matching-rounds')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('rounds')
export class MemberRoundsController {
  constructor(
    private readonly myRounds: MyRoundsQuery,
    private readonly candidates: CandidatesQuery,
    private readonly picks: PicksUseCase,
    private readonly myGroup: MyGroupQuery,
    private readonly decisions: GroupDecisionsUseCase,
  ) {}

  /** Rounds of the programs the caller is enrolled in (closed ones for 30 days), with how each stands for them. */
  @Get('mine')
  @ApiOkResponse({ type: MyRoundsResponse })
  async listMyRounds(@CurrentUser() user: AuthenticatedUser): Promise<MyRoundsResponse> {
    return { rounds: (await this.myRounds.list(user.id)).map(MyRoundResponse.from) };
  }

  @Get(':roundId')
  @ApiOkResponse({ type: MyRoundResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such round in the programs the caller is enrolled in.' })
  async getMyRound(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<MyRoundResponse> {
    return MyRoundResponse.from(await this.myRounds.one(user.id, roundId));
  }

  /** The other candidates (discoverable, enrolled, same city, no block either way) while picks are open. */
  @Get(':roundId/candidates')
  @ApiOkResponse({ type: CandidatesResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The caller is not in the pool (e.g. needs two videos).' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Picks are not open.' })
  async listCandidates(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<CandidatesResponse> {
    const { round, cards } = await this.candidates.execute(user.id, roundId);
    return { roundId: round.id, candidates: cards.map(MemberCardResponse.from) };
  }

  /** The caller's own picks, while picks are open. */
  @Get(':roundId/picks')
  @ApiOkResponse({ type: MyPicksResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'Picks are closed (they stay private, even from their author).',
  })
  async listMyPicks(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<MyPicksResponse> {
    return { picks: (await this.picks.mine(user.id, roundId)).map(MyPickResponse.from) };
  }

  /** Sets or changes the caller's pick of a candidate (the profile slider, 0-5). */
  @Put(':roundId/picks/:profileId')
  @ApiOkResponse({ type: MyPickResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such round, or the profile is not a candidate.' })
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Picks are not open.' })
  async putPick(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Param('profileId') profileId: string,
    @Body() body: PutPickRequest,
  ): Promise<MyPickResponse> {
    return MyPickResponse.from(await this.picks.put(user.id, roundId, profileId, body));
  }

  /** Takes a pick back. */
  @Delete(':roundId/picks/:profileId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Picks are not open.' })
  async removePick(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Param('profileId') profileId: string,
  ): Promise<void> {
    await this.picks.remove(user.id, roundId, profileId);
  }

  /** The caller's group: members' public cards, slot and place, first meeting, join deadline, price. */
  @Get(':roundId/my-group')
  @ApiOkResponse({ type: MyGroupResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No group for the caller in this round (yet, or at all).' })
  async getMyGroup(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<MyGroupResponse> {
    return MyGroupResponse.from(await this.myGroup.execute(user.id, roundId));
  }

  /** Prepares the ticket (or deposit) the caller pays on /payment to join: amounts from the round, never the client. */
  @Post(':roundId/my-group/checkout')
  @HttpCode(200)
  @ApiOkResponse({ type: GroupCheckoutResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already decided, past the deadline, or the group ended.' })
  async checkoutGroup(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<GroupCheckoutResponse> {
    return this.decisions.checkout(user.id, roundId);
  }

  /** Joins the group before the deadline, holding the ticket or deposit paid for it. */
  @Post(':roundId/my-group/join')
  @HttpCode(200)
  @ApiOkResponse({ type: MyGroupResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already decided, past the deadline, or the group ended.' })
  @ApiResponse({ status: 402, type: ErrorBody, description: 'The ticket (or a mandatory deposit) is not paid yet.' })
  async joinGroup(@CurrentUser() user: AuthenticatedUser, @Param('roundId') roundId: string): Promise<MyGroupResponse> {
    return MyGroupResponse.from(await this.decisions.join(user.id, roundId));
  }

  /** Declines the group; if it can no longer reach its minimum it is released. */
  @Post(':roundId/my-group/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: MyGroupResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already decided, past the deadline, or the group ended.' })
  async declineGroup(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<MyGroupResponse> {
    return MyGroupResponse.from(await this.decisions.decline(user.id, roundId));
  }

  /** Gives up a place the caller joined, until the group meets; refunded by the ticket's policies. */
  @Post(':roundId/my-group/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: GroupCancellationResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not joined, the group met already, or it ended.' })
  async cancelMyPlace(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<GroupCancellationResponse> {
    const { view, cancellation } = await this.decisions.cancel(user.id, roundId);
    return {
      group: MyGroupResponse.from(view),
      refundedCents: cancellation?.refundedCents ?? 0,
      rule: cancellation?.rule ?? 'Nothing was paid for this place.',
    };
  }
}
