import { Module } from '@nestjs/common';
import { HostingCoreModule } from '@ember/hosting';
import { IdentityCoreModule } from '@ember/identity';
import { PaymentsCoreModule } from '@ember/payments';
import { APP_CONFIG, type AppConfig, CLOCK, useCase } from '@ember/platform';
import { ProfileCoreModule } from '@ember/profile';
import { ProgramsCoreModule } from '@ember/programs';
import { BlocksUseCase } from './application/blocks.use-case.js';
import { ReleasePlacesUseCase } from './application/release-places.use-case.js';
import { BrowseVisibility } from './application/browse-visibility.port.js';
import { FormatCatalogue } from './application/format-catalogue.port.js';
import { FormatProgress } from './application/format-progress.port.js';
import { GroupRoster } from './application/group-roster.js';
import { HostGroupsUseCase } from './application/host-groups.use-case.js';
import { GroupSettlement } from './application/group-settlement.js';
import { MemberAccounts } from './application/member-accounts.port.js';
import { MemberPool } from './application/member-pool.port.js';
import { PaymentGateway } from './application/payment-gateway.port.js';
import { ProgramCatalogue } from './application/program-catalogue.port.js';
import { RoundMailer } from './application/round-mailer.port.js';
import { RoundScheduler } from './application/round-scheduler.port.js';
import { RoundScheduling } from './application/round-scheduling.js';
import { ROUND_SETTINGS, type RoundSettings } from './application/round-settings.js';
import { GroupRepository } from './domain/group/group.repository.js';
import { BlockRepository } from './domain/pick/block.repository.js';
import { PickRepository } from './domain/pick/pick.repository.js';
import { RoundRepository } from './domain/round/round.repository.js';
import { BullRoundScheduler } from './infrastructure/bull-round-scheduler.js';
import { IdentityMemberAccounts } from './infrastructure/identity-member-accounts.js';
import { OutboxRoundMailer } from './infrastructure/mail/outbox-round-mailer.js';
import { PaymentsFacadePaymentGateway } from './infrastructure/payments-facade.payment-gateway.js';
import { ProfileBrowseVisibility } from './infrastructure/profile-browse-visibility.js';
import { HostingFormatCatalogue } from './infrastructure/hosting-format-catalogue.js';
import { HostingFormatProgress } from './infrastructure/hosting-format-progress.js';
import { ProfileMemberPool } from './infrastructure/profile-member-pool.js';
import { ProgramsCatalogue } from './infrastructure/programs-catalogue.js';
import { SqlBlockRepository } from './infrastructure/sql-block.repository.js';
import { SqlGroupRepository } from './infrastructure/sql-group.repository.js';
import { SqlPickRepository } from './infrastructure/sql-pick.repository.js';
import { SqlRoundRepository } from './infrastructure/sql-round.repository.js';

const shared = [
  ROUND_SETTINGS,
  RoundRepository,
  PickRepository,
  BlockRepository,
  GroupRepository,
  MemberPool,
  ProgramCatalogue,
  FormatCatalogue,
  FormatProgress,
  MemberAccounts,
  PaymentGateway,
  RoundMailer,
  RoundScheduling,
  GroupSettlement,
  BrowseVisibility,
  GroupRoster,
  HostGroupsUseCase,
  BlocksUseCase,
  ReleasePlacesUseCase,
];

/**
 * What the api and the worker share, without HTTP: settings, repositories, the ports' adapters
 * (over the other contexts' core modules), scheduling.
 */
@Module({
  imports: [IdentityCoreModule, ProgramsCoreModule, ProfileCoreModule, PaymentsCoreModule, HostingCoreModule],
  providers: [
    {
      provide: ROUND_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RoundSettings => ({
        reminderLeadMs: config.ROUNDS_REMINDER_HOURS * 3600 * 1000,
        formationTimeLimitMs: config.ROUNDS_FORMATION_TIME_LIMIT_MS,
      }),
    },
    { provide: RoundRepository, useClass: SqlRoundRepository },
    { provide: PickRepository, useClass: SqlPickRepository },
    { provide: BlockRepository, useClass: SqlBlockRepository },
    { provide: GroupRepository, useClass: SqlGroupRepository },
    { provide: MemberPool, useClass: ProfileMemberPool },
    { provide: ProgramCatalogue, useClass: ProgramsCatalogue },
    { provide: FormatCatalogue, useClass: HostingFormatCatalogue },
    { provide: FormatProgress, useClass: HostingFormatProgress },
    { provide: MemberAccounts, useClass: IdentityMemberAccounts },
    { provide: PaymentGateway, useClass: PaymentsFacadePaymentGateway },
    { provide: RoundMailer, useClass: OutboxRoundMailer },
    { provide: RoundScheduler, useClass: BullRoundScheduler },
    { provide: BrowseVisibility, useClass: ProfileBrowseVisibility },
    useCase(RoundScheduling, [RoundScheduler, ROUND_SETTINGS]),
    useCase(GroupRoster, [RoundRepository, GroupRepository, MemberPool]),
    useCase(BlocksUseCase, [MemberPool, BlockRepository, PickRepository, BrowseVisibility, CLOCK]),
    useCase(ReleasePlacesUseCase, [RoundRepository, GroupRepository, PaymentGateway, GroupSettlement, CLOCK]),
    useCase(HostGroupsUseCase, [
      RoundRepository,
      GroupRepository,
      MemberPool,
      GroupSettlement,
      MemberAccounts,
      RoundMailer,
      FormatProgress,
      CLOCK,
    ]),
    useCase(GroupSettlement, [
      GroupRepository,
      PaymentGateway,
      RoundMailer,
      MemberAccounts,
      MemberPool,
      FormatProgress,
      CLOCK,
    ]),
  ],
  exports: shared,
})
export class MatchingRoundsCoreModule {}
