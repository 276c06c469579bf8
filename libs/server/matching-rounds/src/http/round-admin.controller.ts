import { Body, Controller, Get, Optional, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody, OperatorAudit } from '@ember/platform';
import type { Round } from '../domain/round/round.entity.js';
import { CreateRoundUseCase } from '../application/create-round.use-case.js';
import { HostedRoundsQuery } from '../application/hosted-rounds.query.js';
import { RescheduleRoundUseCase } from '../application/reschedule-round.use-case.js';
import { CreateRoundRequest, RescheduleRoundRequest } from './dto/round.request.dto.js';
import { RoundReportResponse } from './dto/round-report.response.dto.js';
import { RoundListResponse, RoundResponse } from './dto/round.response.dto.js';

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Admins and hosts: create rounds, move their deadlines, read their reports (never who picked whom). */
@ApiTags('matching-rounds')
@ApiBadRequestResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins, and hosts for their own rounds.' })
@Roles('admin', 'host')
@Controller('rounds')
export class RoundAdminController {
  constructor(
    private readonly create: CreateRoundUseCase,
    private readonly reschedule: RescheduleRoundUseCase,
    private readonly hosted: HostedRoundsQuery,
    // The api always has moderation's audit log; an app without the console (a context's own
    // test app) has nothing to audit into.
    @Optional() private readonly audit?: OperatorAudit,
  ) {}

  /** An admin's planning is an operator action: the audit log keeps it. A host's own round is not. */
  private async audited(user: AuthenticatedUser, action: 'round.created' | 'round.rescheduled', round: Round) {
    if (!this.audit || !user.roles.includes('admin')) return;
    await this.audit.record({
      operator: { id: user.id, email: user.email },
      action,
      target: { type: 'round', id: round.id, label: `${round.programName}, ${round.city}` },
    });
  }

  /**
   * Plans a round of a program in a city. Group size and rules come from the program unless
   * given; picks open and close at the given times (a time already past opens at once) and the
   * worker moves the round through its phases.
   */
  @Post()
  @ApiCreatedResponse({ type: RoundResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'Another round of the program in the city is not closed.' })
  async createRound(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateRoundRequest): Promise<RoundResponse> {
    const { programId, picksOpenAt, picksCloseAt, eventStartsAt, ...rules } = body;
    const round = await this.create.execute(user, programId, {
      ...rules,
      picksOpenAt: new Date(picksOpenAt),
      picksCloseAt: new Date(picksCloseAt),
      eventStartsAt: date(eventStartsAt),
    });
    await this.audited(user, 'round.created', round);
    return RoundResponse.from(round);
  }

  /** Every round (admins) or the caller's own (hosts), newest first. */
  @Get('hosted')
  @ApiOkResponse({ type: RoundListResponse })
  async listHostedRounds(@CurrentUser() user: AuthenticatedUser): Promise<RoundListResponse> {
    return { rounds: (await this.hosted.list(user)).map(RoundResponse.from) };
  }

  /**
   * Moves deadlines that have not passed: the picks opening (while scheduled), the close (until
   * then), the event time, or the review deadline (during the review). The phase jobs follow.
   */
  @Patch(':roundId')
  @ApiOkResponse({ type: RoundResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The deadline has passed, or the phase moved on.' })
  async rescheduleRound(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Body() body: RescheduleRoundRequest,
  ): Promise<RoundResponse> {
    const round = await this.reschedule.execute(user, roundId, {
      picksOpenAt: date(body.picksOpenAt) ?? undefined,
      picksCloseAt: date(body.picksCloseAt) ?? undefined,
      reviewClosesAt: date(body.reviewClosesAt) ?? undefined,
      eventStartsAt: date(body.eventStartsAt) ?? undefined,
    });
    await this.audited(user, 'round.rescheduled', round);
    return RoundResponse.from(round);
  }

  /** Candidates, eligible, placed, groups, mutual edges per placed member, bound gap, violations, run time. */
  @Get(':roundId/report')
  @ApiOkResponse({ type: RoundReportResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getRoundReport(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
  ): Promise<RoundReportResponse> {
    return RoundReportResponse.from(await this.hosted.report(user, roundId));
  }
}
