import { describe, expect, it } from '@jest/globals';
import { addDays, seasonCalendar, torontoDate } from './season-calendar.js';

const day = 24 * 3600 * 1000;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('season calendar', () => {
  it('puts every deadline and event of a season started today in the future', () => {
    const now = new Date();
    const season = seasonCalendar(now);
    const instants = [
      season.coffee.deadline,
      ...season.coffee.meetups.map((meetup) => meetup.startsAt),
      season.brainsAndBarstools.deadline,
      season.brainsAndBarstools.startsAt,
      season.halloween.deadline,
      season.halloween.startsAt,
      season.cohortDeadline,
    ];
    for (const instant of instants) expect(instant.getTime()).toBeGreaterThan(now.getTime() + 2 * day);
    const today = torontoDate(now);
    for (const date of [...season.experienceDates, ...season.poetryNights]) expect(date > today).toBe(true);
    expect(season.membersVisibleFrom < today).toBe(true);
  });

  it('anchors on the first Thursday at least three days ahead, in Toronto', () => {
    // Monday 23 November 2026, 23:30 in Toronto (04:30 UTC on the 24th): three days on is Thursday the 26th.
    expect(seasonCalendar(new Date('2026-11-24T04:30:00Z')).anchor).toBe('2026-11-26');
    // Tuesday 24 November, 10:00: Thursday the 26th is under three days away, so the next one.
    expect(seasonCalendar(new Date('2026-11-24T15:00:00Z')).anchor).toBe('2026-12-03');
    expect(weekday(seasonCalendar(new Date('2027-03-01T12:00:00Z')).anchor)).toBe(4);
  });

  it('keeps one anchor from a Tuesday to the Monday after, then moves on by a week', () => {
    const anchors = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (offset) => seasonCalendar(new Date(Date.parse('2026-11-24T15:00:00Z') + offset * day)).anchor,
    );
    expect(new Set(anchors.slice(0, 7)).size).toBe(1);
    expect(anchors[7]).toBe(addDays(anchors[0]!, 7));
  });

  it('closes coffee at the end of the anchor day, Toronto time, and meets on the weekend after next', () => {
    const season = seasonCalendar(new Date('2026-11-24T15:00:00Z'));
    expect(season.coffee.deadline.toISOString()).toBe('2026-12-04T04:59:59.000Z');
    expect(season.coffee.meetups.map((meetup) => meetup.date)).toEqual(['2026-12-12', '2026-12-13']);
    expect(season.coffee.meetups[0]!.startsAt.toISOString()).toBe('2026-12-12T15:00:00.000Z');
    expect(season.halloween.deadline.toISOString()).toBe('2026-12-05T04:59:59.000Z');
    expect(weekday(season.halloween.date)).toBe(5);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
