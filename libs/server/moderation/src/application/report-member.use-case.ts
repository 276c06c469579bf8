import type { Clock } from '@ember/kernel';
import { Report, reportDetailsOf, type ReportReason, type ReportSource } from '../domain/report.entity.js';
import type { ReportRepository } from '../domain/report.repository.js';
import type { MemberBlocking } from './member-blocking.port.js';

export interface ReportMemberCommand {
  reporterId: string;
  profileId: string;
  reason: ReportReason;
  details?: string | null;
  source: ReportSource;
}

/**
 * A member reports another. Reporting also blocks: the two are never shown to each other or
 * grouped together again, whatever the operator decides about the report.
 */
export class ReportMemberUseCase {
  constructor(
    private readonly reports: ReportRepository,
    private readonly blocking: MemberBlocking,
    private readonly clock: Clock,
  ) {}

  async execute(command: ReportMemberCommand): Promise<Report> {
    // Checked before the block, so a bad report changes nothing.
    reportDetailsOf(command.reason, command.details);
    const reportedId = await this.blocking.block(command.reporterId, command.profileId);
    const report = Report.file({ ...command, reportedId }, this.clock.now());
    await this.reports.save(report);
    return report;
  }
}
