import { InvalidReportRangeError } from '../domain/analytics.errors.js';
import { parseDay } from '../domain/calendar-day.js';
import type { DailyActivityRepository, DailyTotals } from '../domain/daily-activity.repository.js';

/** A report covers at most a year, so one request never scans the whole table. */
export const maxReportDays = 366;

export class DailyTotalsQuery {
  constructor(private readonly activity: DailyActivityRepository) {}

  async execute(range: { from: string; to: string }): Promise<DailyTotals[]> {
    const from = parseDay(range.from);
    const to = parseDay(range.to);
    if (!from || !to) throw new InvalidReportRangeError('Dates must be calendar days written YYYY-MM-DD.');
    if (from > to) throw new InvalidReportRangeError('The start day must not be after the end day.');
    const days = (to.getTime() - from.getTime()) / (24 * 3600 * 1000) + 1;
    if (days > maxReportDays) throw new InvalidReportRangeError(`A report covers at most ${maxReportDays} days.`);
    return this.activity.totals(range.from, range.to);
  }
}
