import type { Report } from '../domain/report.entity.js';
import type { ReportRepository } from '../domain/report.repository.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberMedia, MemberMediaItem } from './member-media.port.js';
import type { MemberProfiles } from './member-profiles.port.js';
import { type MemberView, memberViewsOf } from './member-view.js';

/** An open report as the operator reviews it: both members, and what was reported of the member before. */
export interface ReportCase {
  report: Report;
  reporter: MemberView | null;
  reported: MemberView | null;
  priorReports: Report[];
  /** The reported member's ready photo and videos, for the decision to remove one. */
  reportedMedia: MemberMediaItem[];
}

const queueSize = 50;

/** The reports queue, oldest open report first. */
export class ReportsQueueQuery {
  constructor(
    private readonly reports: ReportRepository,
    private readonly accounts: MemberAccounts,
    private readonly profiles: MemberProfiles,
    private readonly media: MemberMedia,
  ) {}

  async execute(): Promise<ReportCase[]> {
    const open = await this.reports.listOpen(queueSize);
    const ids = [...new Set(open.flatMap((report) => [report.reporterId, report.reportedId]))];
    const views = new Map(
      memberViewsOf(await this.accounts.accounts(ids), await this.profiles.firstNamesOf(ids)).map((view) => [
        view.id,
        view,
      ]),
    );
    const cases: ReportCase[] = [];
    for (const report of open) {
      const about = await this.reports.listAbout(report.reportedId);
      cases.push({
        report,
        reporter: views.get(report.reporterId) ?? null,
        reported: views.get(report.reportedId) ?? null,
        priorReports: about.filter((other) => other.id !== report.id && other.createdAt <= report.createdAt),
        reportedMedia: await this.media.readyOf(report.reportedId),
      });
    }
    return cases;
  }
}
