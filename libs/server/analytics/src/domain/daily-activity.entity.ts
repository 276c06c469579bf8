import { newId } from '@ember/kernel';
import { zeroMetrics } from './activity-metrics.js';
import type { ActivitySubject } from './activity-subject.js';

/** One subject's counters for one calendar day. Batches add to it; nothing ever subtracts. */
export class DailyActivity {
  id!: string;
  day!: string;
  subjectKind!: ActivitySubject['kind'];
  subjectId!: string;
  tat = 0;
  pv = 0;
  ts = 0;
  bc = 0;
  sp = 0;
  fa = 0;
  createdAt!: Date;
  updatedAt!: Date;

  static open(subject: ActivitySubject, day: string, now: Date): DailyActivity {
    const activity = new DailyActivity();
    activity.id = newId();
    activity.day = day;
    activity.subjectKind = subject.kind;
    activity.subjectId = subject.id;
    Object.assign(activity, zeroMetrics());
    activity.createdAt = now;
    activity.updatedAt = now;
    return activity;
  }
}
