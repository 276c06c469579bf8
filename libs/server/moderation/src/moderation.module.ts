import { Module } from '@nestjs/common';
import { HostingCoreModule } from '@ember/hosting';
import { IdentityCoreModule } from '@ember/identity';
import { MatchingRoundsCoreModule } from '@ember/matching-rounds';
import { MediaCoreModule } from '@ember/media';
import { CLOCK, useCase } from '@ember/platform';
import { ProfileCoreModule } from '@ember/profile';
import { AdministerMemberUseCase } from './application/administer-member.use-case.js';
import { AuditLogQuery } from './application/audit-log.query.js';
import { MemberAccounts } from './application/member-accounts.port.js';
import { MemberBlocking } from './application/member-blocking.port.js';
import { HostFormats } from './application/host-formats.port.js';
import { ListFormatsQuery } from './application/list-formats.query.js';
import { MemberMedia } from './application/member-media.port.js';
import { UnpublishFormatUseCase } from './application/unpublish-format.use-case.js';
import { MemberPlaces } from './application/member-places.port.js';
import { MemberProfiles } from './application/member-profiles.port.js';
import { ModerationMailer } from './application/moderation-mailer.port.js';
import { ReportMemberUseCase } from './application/report-member.use-case.js';
import { ContentReviewQueueQuery } from './application/content-review-queue.query.js';
import { ReportsQueueQuery } from './application/reports-queue.query.js';
import { ReviewContentUseCase } from './application/review-content.use-case.js';
import { ResolveReportUseCase } from './application/resolve-report.use-case.js';
import { SearchMembersQuery } from './application/search-members.query.js';
import { AuditLog } from './domain/audit-log.repository.js';
import { ReportRepository } from './domain/report.repository.js';
import { AdminAuditController } from './http/admin-audit.controller.js';
import { AdminContentController } from './http/admin-content.controller.js';
import { AdminFormatsController } from './http/admin-formats.controller.js';
import { AdminMembersController } from './http/admin-members.controller.js';
import { AdminReportsController } from './http/admin-reports.controller.js';
import { ReportsController } from './http/reports.controller.js';
import { IdentityMemberAccounts } from './infrastructure/identity-member-accounts.js';
import { HostingHostFormats } from './infrastructure/hosting-host-formats.js';
import { MediaMemberMedia } from './infrastructure/media-member-media.js';
import { OutboxModerationMailer } from './infrastructure/outbox-moderation-mailer.js';
import { ProfileMemberProfiles } from './infrastructure/profile-member-profiles.js';
import { RoundsMemberBlocking } from './infrastructure/rounds-member-blocking.js';
import { RoundsMemberPlaces } from './infrastructure/rounds-member-places.js';
import { SqlReportRepository } from './infrastructure/sql-report.repository.js';
import { ModerationAuditModule } from './moderation-audit.module.js';

/** Trust and safety over HTTP: members' reports, and the operator's console under /api/admin. */
@Module({
  imports: [
    ModerationAuditModule,
    IdentityCoreModule,
    ProfileCoreModule,
    MatchingRoundsCoreModule,
    MediaCoreModule,
    HostingCoreModule,
  ],
  controllers: [
    ReportsController,
    AdminMembersController,
    AdminReportsController,
    AdminContentController,
    AdminFormatsController,
    AdminAuditController,
  ],
  providers: [
    { provide: ReportRepository, useClass: SqlReportRepository },
    { provide: MemberBlocking, useClass: RoundsMemberBlocking },
    { provide: MemberAccounts, useClass: IdentityMemberAccounts },
    { provide: MemberProfiles, useClass: ProfileMemberProfiles },
    { provide: MemberPlaces, useClass: RoundsMemberPlaces },
    { provide: MemberMedia, useClass: MediaMemberMedia },
    { provide: HostFormats, useClass: HostingHostFormats },
    useCase(ListFormatsQuery, [HostFormats]),
    useCase(UnpublishFormatUseCase, [HostFormats, ModerationMailer, AuditLog, CLOCK]),
    useCase(ReportMemberUseCase, [ReportRepository, MemberBlocking, CLOCK]),
    useCase(SearchMembersQuery, [MemberAccounts, MemberProfiles]),
    useCase(AdministerMemberUseCase, [MemberAccounts, MemberProfiles, MemberPlaces, AuditLog, CLOCK]),
    useCase(AuditLogQuery, [AuditLog]),
    { provide: ModerationMailer, useClass: OutboxModerationMailer },
    useCase(ReportsQueueQuery, [ReportRepository, MemberAccounts, MemberProfiles, MemberMedia]),
    useCase(ContentReviewQueueQuery, [MemberMedia, MemberAccounts, MemberProfiles]),
    useCase(ReviewContentUseCase, [MemberMedia, MemberAccounts, ModerationMailer, AuditLog, CLOCK]),
    useCase(ResolveReportUseCase, [
      ReportRepository,
      MemberAccounts,
      AdministerMemberUseCase,
      MemberMedia,
      ReviewContentUseCase,
      ModerationMailer,
      AuditLog,
      CLOCK,
    ]),
  ],
})
export class ModerationModule {}
