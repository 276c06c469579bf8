import { Module } from '@nestjs/common';
import { MatchingRoundsCoreModule } from '@ember/matching-rounds';
import { CLOCK, useCase } from '@ember/platform';
import { MemberBlocking } from './application/member-blocking.port.js';
import { ReportMemberUseCase } from './application/report-member.use-case.js';
import { ReportRepository } from './domain/report.repository.js';
import { ReportsController } from './http/reports.controller.js';
import { RoundsMemberBlocking } from './infrastructure/rounds-member-blocking.js';
import { SqlReportRepository } from './infrastructure/sql-report.repository.js';

/** Trust and safety over HTTP: members' reports. */
@Module({
  imports: [MatchingRoundsCoreModule],
  controllers: [ReportsController],
  providers: [
    { provide: ReportRepository, useClass: SqlReportRepository },
    { provide: MemberBlocking, useClass: RoundsMemberBlocking },
    useCase(ReportMemberUseCase, [ReportRepository, MemberBlocking, CLOCK]),
  ],
})
export class ModerationModule {}
