import type { Report } from './report.entity.js';

export abstract class ReportRepository {
  abstract save(report: Report): Promise<void>;
  abstract findById(id: string): Promise<Report | null>;
  /** Open reports, oldest first (the queue). */
  abstract listOpen(limit: number): Promise<Report[]>;
  /** Every report about the member, newest first. */
  abstract listAbout(memberId: string): Promise<Report[]>;
}
