import { describe, expect, it } from '@jest/globals';
import { startOfDayIn, wallClockAt, zonedDateTime, zonedInstant } from './zoned-time.js';

const toronto = 'America/Toronto';
const vancouver = 'America/Vancouver';

// 2025: both cities' clocks spring forward on Sunday 9 March at 02:00 and fall back on Sunday 2 November at 02:00.
describe.each([
  { zone: toronto, standard: 5, daylight: 4 },
  { zone: vancouver, standard: 8, daylight: 7 },
])('in $zone', ({ zone, standard, daylight }) => {
  const utc = (day: string, hour: number, minute = 0) =>
    new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

  it('reads winter and summer times with their own offsets', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 15, hour: 9 }, zone)).toEqual(utc('2026-01-15', 9 + standard));
    expect(zonedInstant({ year: 2026, month: 7, day: 15, hour: 9 }, zone)).toEqual(utc('2026-07-15', 9 + daylight));
  });

  it('changes offset at 02:00 on the spring change', () => {
    expect(zonedInstant({ year: 2025, month: 3, day: 9, hour: 1, minute: 59 }, zone)).toEqual(
      utc('2025-03-09', 1 + standard, 59),
    );
    expect(zonedInstant({ year: 2025, month: 3, day: 9, hour: 3 }, zone)).toEqual(utc('2025-03-09', 3 + daylight));
    // 02:30 does not happen that night: it is read an hour on, like the clocks.
    expect(zonedInstant({ year: 2025, month: 3, day: 9, hour: 2, minute: 30 }, zone)).toEqual(
      utc('2025-03-09', 3 + daylight, 30),
    );
  });

  it('changes offset back on the autumn change; the repeated hour is read once, in daylight time', () => {
    expect(zonedInstant({ year: 2025, month: 11, day: 2, hour: 0, minute: 30 }, zone)).toEqual(
      utc('2025-11-02', 0 + daylight, 30),
    );
    expect(zonedInstant({ year: 2025, month: 11, day: 2, hour: 1, minute: 30 }, zone)).toEqual(
      utc('2025-11-02', 1 + daylight, 30),
    );
    expect(zonedInstant({ year: 2025, month: 11, day: 2, hour: 3 }, zone)).toEqual(utc('2025-11-02', 3 + standard));
  });

  it('gives the wall clock of instants on both sides of each change', () => {
    expect(wallClockAt(utc('2025-03-09', 1 + standard, 59), zone)).toMatchObject({ day: 9, hour: 1, minute: 59 });
    expect(wallClockAt(utc('2025-03-09', 2 + standard), zone)).toMatchObject({ day: 9, hour: 3, minute: 0 });
    expect(wallClockAt(utc('2025-11-02', 1 + daylight), zone)).toMatchObject({ day: 2, hour: 1 });
    expect(wallClockAt(utc('2025-11-02', 1 + standard), zone)).toMatchObject({ day: 2, hour: 1 });
    expect(wallClockAt(utc('2025-11-02', 2 + standard), zone)).toMatchObject({ day: 2, hour: 2, weekday: 0 });
  });

  it('starts a date at midnight of the zone, whatever the season', () => {
    expect(startOfDayIn('2026-02-14', zone)).toEqual(utc('2026-02-14', standard));
    expect(startOfDayIn('2025-10-31', zone)).toEqual(utc('2025-10-31', daylight));
    expect(zonedDateTime('2025-11-28', '19:30', zone)).toEqual(utc('2025-11-29', 19 + standard - 24, 30));
  });
});

it('follows the zone database: Toronto falls back in November 2026, British Columbia stays on daylight time', () => {
  expect(zonedInstant({ year: 2026, month: 12, day: 1, hour: 12 }, toronto)).toEqual(new Date('2026-12-01T17:00:00Z'));
  expect(zonedInstant({ year: 2026, month: 12, day: 1, hour: 12 }, vancouver)).toEqual(
    new Date('2026-12-01T19:00:00Z'),
  );
});

it('refuses what is not a date and a time', () => {
  expect(() => zonedDateTime('2026-02', '10:00', toronto)).toThrow(RangeError);
  expect(() => zonedDateTime('2026-02-14', 'noon', toronto)).toThrow(RangeError);
});
