import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { CLOCK, useCase } from '@ember/platform';
import { CandidatesQuery } from './application/candidates.query.js';
import { CreateRoundUseCase } from './application/create-round.use-case.js';
import { GroupDecisionsUseCase } from './application/group-decisions.use-case.js';
import { GroupSettlement } from './application/group-settlement.js';
import { HostedRoundsQuery } from './application/hosted-rounds.query.js';
import { MemberPool } from './application/member-pool.port.js';
import { MyGroupQuery } from './application/my-group.query.js';
import { MyRoundsQuery } from './application/my-rounds.query.js';
import { PaymentGateway } from './application/payment-gateway.port.js';
import { PicksUseCase } from './application/picks.use-case.js';
import { ProgramCatalogue } from './application/program-catalogue.port.js';
import { RescheduleRoundUseCase } from './application/reschedule-round.use-case.js';
import { RoundScheduling } from './application/round-scheduling.js';
import { GroupRepository } from './domain/group/group.repository.js';
import { BlockRepository } from './domain/pick/block.repository.js';
import { PickRepository } from './domain/pick/pick.repository.js';
import { RoundRepository } from './domain/round/round.repository.js';
import { FormatProgress } from './application/format-progress.port.js';
import { HostGroupsController } from './http/host-groups.controller.js';
import { MeetAgainController } from './http/meet-again.controller.js';
import { MeetAgainAnswers } from './application/meet-again.port.js';
import { MeetAgainUseCase } from './application/meet-again.use-case.js';
import { SqlMeetAgainAnswers } from './infrastructure/sql-meet-again-answers.js';
import { BlocksController } from './http/blocks.controller.js';
import { MemberRoundsController } from './http/member-rounds.controller.js';
import { RoundAdminController } from './http/round-admin.controller.js';
import { MatchingRoundsCoreModule } from './matching-rounds-core.module.js';

/**
 * Matching rounds over HTTP (the api): rounds for admins and hosts, and for members their rounds,
 * candidates, private picks, blocks and group. The phases run in the worker.
 */
@Module({
  imports: [MatchingRoundsCoreModule, IdentityModule],
  controllers: [
    RoundAdminController,
    HostGroupsController,
    MemberRoundsController,
    MeetAgainController,
    BlocksController,
  ],
  providers: [
    { provide: MeetAgainAnswers, useClass: SqlMeetAgainAnswers },
    useCase(MeetAgainUseCase, [RoundRepository, GroupRepository, MemberPool, MeetAgainAnswers, CLOCK]),
    useCase(CreateRoundUseCase, [ProgramCatalogue, RoundRepository, RoundScheduling, CLOCK]),
    useCase(RescheduleRoundUseCase, [RoundRepository, GroupRepository, RoundScheduling, CLOCK]),
    useCase(HostedRoundsQuery, [RoundRepository, GroupRepository]),
    useCase(MyRoundsQuery, [RoundRepository, MemberPool, PickRepository, BlockRepository, GroupRepository, CLOCK]),
    useCase(CandidatesQuery, [RoundRepository, MemberPool, BlockRepository, CLOCK]),
    useCase(PicksUseCase, [RoundRepository, MemberPool, PickRepository, BlockRepository, CLOCK]),
    useCase(MyGroupQuery, [RoundRepository, GroupRepository, MemberPool]),
    useCase(GroupDecisionsUseCase, [
      RoundRepository,
      GroupRepository,
      MemberPool,
      PaymentGateway,
      GroupSettlement,
      MyGroupQuery,
      FormatProgress,
      CLOCK,
    ]),
  ],
})
export class MatchingRoundsModule {}
