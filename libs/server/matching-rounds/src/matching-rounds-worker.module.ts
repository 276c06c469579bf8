import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { token } from '@ember/kernel';
import { CLOCK, useCase } from '@ember/platform';
import { BrowseVisibility } from './application/browse-visibility.port.js';
import { ClosePicksUseCase } from './application/close-picks.use-case.js';
import { CloseReviewUseCase } from './application/close-review.use-case.js';
import { FormGroupsUseCase } from './application/form-groups.use-case.js';
import { GroupSettlement } from './application/group-settlement.js';
import { MemberAccounts } from './application/member-accounts.port.js';
import { MemberPool } from './application/member-pool.port.js';
import { FormatCatalogue } from './application/format-catalogue.port.js';
import { FormatProgress } from './application/format-progress.port.js';
import { HostGroupsUseCase } from './application/host-groups.use-case.js';
import { MeetAgainAnswers } from './application/meet-again.port.js';
import { SqlMeetAgainAnswers } from './infrastructure/sql-meet-again-answers.js';
import { OpenFormatRoundUseCase } from './application/open-format-round.use-case.js';
import { OpenPicksUseCase } from './application/open-picks.use-case.js';
import { RemindPicksUseCase } from './application/remind-picks.use-case.js';
import { RoundMailer } from './application/round-mailer.port.js';
import { RoundScheduling } from './application/round-scheduling.js';
import { ROUND_SETTINGS } from './application/round-settings.js';
import { SweepRoundsUseCase } from './application/sweep-rounds.use-case.js';
import { GroupRepository } from './domain/group/group.repository.js';
import { BlockRepository } from './domain/pick/block.repository.js';
import { PickRepository } from './domain/pick/pick.repository.js';
import { RoundRepository } from './domain/round/round.repository.js';
import { HighsPackingSolver } from './infrastructure/formation/highs-packing-solver.js';
import {
  ApproveGroupsProcessor,
  ClosePicksProcessor,
  CloseReviewProcessor,
  FormGroupsProcessor,
  OpenFormatRoundProcessor,
  OpenPicksProcessor,
  RemindPicksProcessor,
  SweepRoundsProcessor,
} from './infrastructure/round-phase.processors.js';
import { RoundPhaseMetrics } from './infrastructure/round-phase.metrics.js';
import { RoundSweepScheduler } from './infrastructure/round-sweep.scheduler.js';
import { MatchingRoundsCoreModule } from './matching-rounds-core.module.js';

const PACKING_SOLVER = token<HighsPackingSolver>('PACKING_SOLVER');

/** The rounds.schedule jobs, for the worker: phases, formation (HiGHS in a worker thread), the sweep. */
@Module({
  imports: [MatchingRoundsCoreModule],
  providers: [
    { provide: PACKING_SOLVER, useFactory: () => new HighsPackingSolver() },
    { provide: MeetAgainAnswers, useClass: SqlMeetAgainAnswers },
    useCase(OpenFormatRoundUseCase, [FormatCatalogue, RoundRepository, RoundScheduling, CLOCK]),
    useCase(OpenPicksUseCase, [RoundRepository, RoundScheduling, CLOCK]),
    useCase(RemindPicksUseCase, [
      RoundRepository,
      MemberPool,
      PickRepository,
      MemberAccounts,
      RoundMailer,
      ROUND_SETTINGS,
      CLOCK,
    ]),
    useCase(ClosePicksUseCase, [RoundRepository, RoundScheduling, CLOCK]),
    useCase(FormGroupsUseCase, [
      RoundRepository,
      GroupRepository,
      MemberPool,
      PickRepository,
      BlockRepository,
      PACKING_SOLVER,
      MemberAccounts,
      RoundMailer,
      GroupSettlement,
      RoundScheduling,
      BrowseVisibility,
      FormatProgress,
      HostGroupsUseCase,
      MeetAgainAnswers,
      ROUND_SETTINGS,
      CLOCK,
    ]),
    useCase(CloseReviewUseCase, [RoundRepository, GroupRepository, GroupSettlement, CLOCK]),
    useCase(SweepRoundsUseCase, [RoundRepository, RoundScheduling]),
    ApproveGroupsProcessor,
    OpenFormatRoundProcessor,
    OpenPicksProcessor,
    RemindPicksProcessor,
    ClosePicksProcessor,
    FormGroupsProcessor,
    CloseReviewProcessor,
    SweepRoundsProcessor,
    RoundSweepScheduler,
    RoundPhaseMetrics,
  ],
})
export class MatchingRoundsWorkerModule implements OnApplicationShutdown {
  constructor(@Inject(PACKING_SOLVER) private readonly solver: HighsPackingSolver) {}

  async onApplicationShutdown(): Promise<void> {
    await this.solver.close();
  }
}
