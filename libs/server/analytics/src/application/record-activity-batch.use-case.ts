import type { Clock } from '@ember/kernel';
import { type ActivityMetrics, addMetrics, isEmpty, zeroMetrics } from '../domain/activity-metrics.js';
import type { ActivitySubject } from '../domain/activity-subject.js';
import { activityDay } from '../domain/calendar-day.js';
import type { DailyActivityRepository } from '../domain/daily-activity.repository.js';

export interface RecordActivityBatchCommand {
  subject: ActivitySubject;
  entries: { date: string; metrics: Partial<ActivityMetrics> }[];
}

/** Adds a tracker batch to the subject's daily counters; a batch with one bad day records nothing. */
export class RecordActivityBatchUseCase {
  constructor(
    private readonly activity: DailyActivityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordActivityBatchCommand): Promise<void> {
    const now = this.clock.now();
    const perDay = new Map<string, ActivityMetrics>();
    for (const entry of command.entries) {
      const day = activityDay(entry.date, now);
      perDay.set(day, addMetrics(perDay.get(day) ?? zeroMetrics(), entry.metrics));
    }
    for (const [day, metrics] of perDay) {
      if (!isEmpty(metrics)) await this.activity.add(command.subject, day, metrics, now);
    }
  }
}
