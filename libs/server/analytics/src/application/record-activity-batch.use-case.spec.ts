import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import type { ActivityMetrics } from '../domain/activity-metrics.js';
import type { ActivitySubject } from '../domain/activity-subject.js';
import { InvalidActivityDayError, InvalidReportRangeError } from '../domain/analytics.errors.js';
import { DailyActivityRepository, type DailyTotals } from '../domain/daily-activity.repository.js';
import { DailyTotalsQuery } from './daily-totals.query.js';
import { RecordActivityBatchUseCase } from './record-activity-batch.use-case.js';

class InMemoryActivity extends DailyActivityRepository {
  readonly rows = new Map<string, ActivityMetrics>();

  async add(subject: ActivitySubject, day: string, metrics: ActivityMetrics): Promise<void> {
    const key = `${day}|${subject.kind}|${subject.id}`;
    const current = this.rows.get(key) ?? { tat: 0, pv: 0, ts: 0, bc: 0, sp: 0, fa: 0 };
    this.rows.set(key, {
      ...current,
      ...Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, current[k as keyof ActivityMetrics] + v])),
    });
  }

  async totals(): Promise<DailyTotals[]> {
    return [];
  }
}

const visitor: ActivitySubject = { kind: 'visitor', id: 'v-1' };

function setup() {
  const repository = new InMemoryActivity();
  const clock = new FixedClock(new Date('2025-11-20T12:00:00Z'));
  return { repository, record: new RecordActivityBatchUseCase(repository, clock) };
}

describe('recording a tracker batch', () => {
  it('adds entries for the same day together and fills missing counters with zero', async () => {
    const { repository, record } = setup();
    await record.execute({
      subject: visitor,
      entries: [
        { date: '2025-11-20', metrics: { pv: 2, tat: 10 } },
        { date: '2025-11-20', metrics: { pv: 1, bc: 3 } },
        { date: '2025-11-19', metrics: { ts: 40 } },
      ],
    });
    expect(repository.rows.get('2025-11-20|visitor|v-1')).toEqual({ tat: 10, pv: 3, ts: 0, bc: 3, sp: 0, fa: 0 });
    expect(repository.rows.get('2025-11-19|visitor|v-1')).toEqual({ tat: 0, pv: 0, ts: 40, bc: 0, sp: 0, fa: 0 });
  });

  it('skips days whose counters are all zero', async () => {
    const { repository, record } = setup();
    await record.execute({ subject: visitor, entries: [{ date: '2025-11-20', metrics: {} }] });
    expect(repository.rows.size).toBe(0);
  });

  it('accepts the next day (browsers ahead of UTC) and the last seven days', async () => {
    const { repository, record } = setup();
    await record.execute({
      subject: visitor,
      entries: [
        { date: '2025-11-21', metrics: { pv: 1 } },
        { date: '2025-11-13', metrics: { pv: 1 } },
      ],
    });
    expect(repository.rows.size).toBe(2);
  });

  it.each(['2025-11-22', '2025-11-12', '2025-02-30', '20-11-2025'])(
    'refuses the whole batch when a day is %s',
    async (date) => {
      const { repository, record } = setup();
      await expect(
        record.execute({
          subject: visitor,
          entries: [
            { date: '2025-11-20', metrics: { pv: 1 } },
            { date, metrics: { pv: 1 } },
          ],
        }),
      ).rejects.toBeInstanceOf(InvalidActivityDayError);
      expect(repository.rows.size).toBe(0);
    },
  );
});

describe('daily totals report range', () => {
  const query = new DailyTotalsQuery(new InMemoryActivity());

  it('refuses reversed, malformed and over-long ranges', async () => {
    await expect(query.execute({ from: '2025-11-20', to: '2025-11-19' })).rejects.toBeInstanceOf(
      InvalidReportRangeError,
    );
    await expect(query.execute({ from: 'yesterday', to: '2025-11-19' })).rejects.toBeInstanceOf(
      InvalidReportRangeError,
    );
    await expect(query.execute({ from: '2024-01-01', to: '2025-01-02' })).rejects.toBeInstanceOf(
      InvalidReportRangeError,
    );
    await expect(query.execute({ from: '2024-01-01', to: '2024-12-31' })).resolves.toEqual([]);
  });
});
