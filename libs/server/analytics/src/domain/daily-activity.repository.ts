import type { ActivityMetrics } from './activity-metrics.js';
import type { ActivitySubject } from './activity-subject.js';

export interface DailyTotals {
  day: string;
  visitors: number;
  members: number;
  metrics: ActivityMetrics;
}

export abstract class DailyActivityRepository {
  /** Adds to the subject's counters for the day, creating the row on first use; safe under concurrent batches. */
  abstract add(subject: ActivitySubject, day: string, metrics: ActivityMetrics, now: Date): Promise<void>;
  /** Sums per day between two days inclusive, days without activity left out. */
  abstract totals(from: string, to: string): Promise<DailyTotals[]>;
}
