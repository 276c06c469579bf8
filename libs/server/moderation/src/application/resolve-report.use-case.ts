import type { Clock } from '@ember/kernel';
import { AuditEntry } from '../domain/audit-entry.entity.js';
import type { AuditLog } from '../domain/audit-log.repository.js';
import { ContentNotFoundError, ReasonRequiredError, ReportNotFoundError } from '../domain/moderation.errors.js';
import type { Report, ReportResolution } from '../domain/report.entity.js';
import type { ReportRepository } from '../domain/report.repository.js';
import type { AdministerMemberUseCase } from './administer-member.use-case.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { ModerationMailer } from './moderation-mailer.port.js';
import type { MemberMedia } from './member-media.port.js';
import type { Operator } from './operator.js';
import type { ReviewContentUseCase } from './review-content.use-case.js';

export const reportDecisions = ['dismiss', 'warn', 'remove-media', 'suspend'] as const;
export type ReportDecision = (typeof reportDecisions)[number];

const resolutions: Readonly<Record<ReportDecision, ReportResolution>> = {
  dismiss: 'dismissed',
  warn: 'warned',
  'remove-media': 'media-removed',
  suspend: 'suspended',
};

/**
 * The operator resolves an open report: dismiss it, warn the member (e-mailed with the note),
 * remove one of the reported member's photos or videos (as content review does), or suspend them
 * (as the members screen does). Each is audited; the reporter is told it was handled,
 * never how.
 */
export class ResolveReportUseCase {
  constructor(
    private readonly reports: ReportRepository,
    private readonly accounts: MemberAccounts,
    private readonly administer: AdministerMemberUseCase,
    private readonly media: MemberMedia,
    private readonly content: ReviewContentUseCase,
    private readonly mailer: ModerationMailer,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(
    operator: Operator,
    reportId: string,
    decision: ReportDecision,
    note: string,
    mediaId?: string,
  ): Promise<Report> {
    const report = await this.reports.findById(reportId);
    if (!report) throw new ReportNotFoundError();
    const text = note.trim();
    if (decision !== 'dismiss' && !text) throw new ReasonRequiredError();
    const now = this.clock.now();
    report.resolve(resolutions[decision], operator.id, text || null, now);
    const [reported] = await this.accounts.accounts([report.reportedId]);
    if (decision === 'suspend') {
      await this.administer.suspend(operator, report.reportedId, text, 'report.suspended');
    } else if (decision === 'remove-media') {
      // Only the reported member's own media: a report is no licence to remove anyone else's.
      const theirs = await this.media.readyOf(report.reportedId);
      if (!mediaId || !theirs.some((item) => item.id === mediaId)) throw new ContentNotFoundError();
      await this.content.remove(operator, mediaId, text, 'report.media-removed');
    } else {
      if (decision === 'warn' && reported) await this.mailer.warn(reported.email, `moderation.warn.${report.id}`, text);
      await this.audit.append(
        AuditEntry.record(
          {
            operatorId: operator.id,
            operatorEmail: operator.email,
            action: decision === 'warn' ? 'report.warned' : 'report.dismissed',
            targetType: 'member',
            targetId: report.reportedId,
            targetLabel: reported?.email ?? report.reportedId,
            reason: text || null,
          },
          now,
        ),
      );
    }
    await this.reports.save(report);
    const [reporter] = await this.accounts.accounts([report.reporterId]);
    if (reporter) await this.mailer.reportHandled(reporter.email, `moderation.handled.${report.id}`);
    return report;
  }
}
