import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { ProfileCoreModule } from '@ember/profile';
import { CLOCK, RateLimiter, useCase } from '@ember/platform';
import { ArchiveFormatUseCase } from './application/archive-format.use-case.js';
import { ClaimFormatsUseCase } from './application/claim-formats.use-case.js';
import { ClaimSecrets } from './application/claim-secrets.port.js';
import { CreateFormatDraftUseCase } from './application/create-format-draft.use-case.js';
import { CreationThrottle } from './application/creation-throttle.port.js';
import { DeleteFormatUseCase } from './application/delete-format.use-case.js';
import { DuplicateFormatUseCase } from './application/duplicate-format.use-case.js';
import { GetFormatQuery } from './application/get-format.query.js';
import { FormatInterest } from './application/format-interest.js';
import { FormatLifecycleEvents } from './application/format-lifecycle-events.js';
import { FormatViewer } from './application/format-viewer.js';
import { LifecycleRecords } from './application/lifecycle-records.port.js';
import { MemberReadiness } from './application/member-readiness.port.js';
import { PhaseScheduler } from './application/phase-scheduler.port.js';
import { GetPublicFormatQuery } from './application/get-public-format.query.js';
import { HostAccounts } from './application/host-accounts.port.js';
import { HostActivityQuery } from './application/host-activity.query.js';
import { HostDashboardQuery } from './application/host-dashboard.query.js';
import { HostFigures } from './application/host-figures.port.js';
import { HostingMailer } from './application/hosting-mailer.port.js';
import { ListMyFormatsQuery } from './application/list-my-formats.query.js';
import { PublishFormatUseCase } from './application/publish-format.use-case.js';
import { SearchFormatsQuery } from './application/search-formats.query.js';
import { UpdateFormatUseCase } from './application/update-format.use-case.js';
import { ClaimLinkRepository } from './domain/claim-link.repository.js';
import { EventFormatRepository } from './domain/event-format.repository.js';
import { FormatActivityRepository } from './domain/format-activity.repository.js';
import { HostingCoreModule } from './hosting-core.module.js';
import { EventFormatController } from './http/event-format.controller.js';
import { HostsController } from './http/hosts.controller.js';
import { ProfileMemberReadiness } from './infrastructure/profile-member-readiness.js';
import { IdentityClaimSecrets, IdentityHostAccounts } from './infrastructure/identity-host-accounts.js';
import { RedisCreationThrottle } from './infrastructure/redis-creation-throttle.js';
import { SqlClaimLinkRepository } from './infrastructure/sql-claim-link.repository.js';

/**
 * Event formats over HTTP for the api: the wizard's drafts, publishing, the claim link for
 * formats made without an account, search and public pages, the activity list and the dashboard.
 */
@Module({
  imports: [HostingCoreModule, IdentityModule, ProfileCoreModule],
  controllers: [EventFormatController, HostsController],
  providers: [
    { provide: ClaimLinkRepository, useClass: SqlClaimLinkRepository },
    { provide: HostAccounts, useClass: IdentityHostAccounts },
    { provide: ClaimSecrets, useClass: IdentityClaimSecrets },
    { provide: CreationThrottle, useClass: RedisCreationThrottle },
    { provide: MemberReadiness, useClass: ProfileMemberReadiness },
    RateLimiter,
    useCase(CreateFormatDraftUseCase, [
      EventFormatRepository,
      FormatActivityRepository,
      HostAccounts,
      ClaimSecrets,
      ClaimLinkRepository,
      HostingMailer,
      CreationThrottle,
      CLOCK,
    ]),
    useCase(UpdateFormatUseCase, [EventFormatRepository, PhaseScheduler, CLOCK]),
    useCase(PublishFormatUseCase, [EventFormatRepository, HostingMailer, PhaseScheduler, CLOCK]),
    useCase(ArchiveFormatUseCase, [EventFormatRepository, CLOCK]),
    useCase(DuplicateFormatUseCase, [EventFormatRepository, FormatActivityRepository, CLOCK]),
    useCase(DeleteFormatUseCase, [EventFormatRepository]),
    useCase(ClaimFormatsUseCase, [ClaimLinkRepository, ClaimSecrets, EventFormatRepository, HostAccounts, CLOCK]),
    useCase(GetFormatQuery, [EventFormatRepository, FormatViewer, HostFigures]),
    useCase(ListMyFormatsQuery, [EventFormatRepository, FormatViewer]),
    useCase(SearchFormatsQuery, [EventFormatRepository, CLOCK]),
    useCase(GetPublicFormatQuery, [EventFormatRepository, CLOCK]),
    useCase(HostDashboardQuery, [HostAccounts, EventFormatRepository, HostFigures, CLOCK]),
    useCase(FormatInterest, [
      EventFormatRepository,
      LifecycleRecords,
      FormatLifecycleEvents,
      MemberReadiness,
      HostFigures,
      HostingMailer,
      CLOCK,
    ]),
    useCase(HostActivityQuery, [HostAccounts, FormatActivityRepository]),
  ],
})
export class HostingModule {}
