import { TZDateMini } from '@date-fns/tz';

/** The zone of the first city: a date without a place or an offset means this zone. */
export const firstCityTimeZone = 'America/Toronto';

/** A wall-clock time as people in one zone read it; `month` runs from 1 to 12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute?: number;
  second?: number;
}

/**
 * The instant a wall-clock time in the zone names. A time the clocks skip (spring forward) moves
 * on by the gap, as clocks do; a time they repeat (fall back) is its first, daylight, reading.
 */
export function zonedInstant(local: WallClock, timeZone: string): Date {
  const zoned = new TZDateMini(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute ?? 0,
    local.second ?? 0,
    timeZone,
  );
  return new Date(zoned.getTime());
}

/** The wall clock of an instant in the zone, with its weekday (0 Sunday … 6 Saturday). */
export function wallClockAt(at: Date, timeZone: string): Required<WallClock> & { weekday: number } {
  const zoned = new TZDateMini(at.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
    second: zoned.getSeconds(),
    weekday: zoned.getDay(),
  };
}

/** An ISO date alone ('2026-02-14') or a date and a time ('2026-02-14', '19:30') in the zone. */
export function zonedDateTime(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  if (!year || !month || !day || hour === undefined || Number.isNaN(hour) || Number.isNaN(minute ?? 0)) {
    throw new RangeError(`not a date and time: ${date} ${time}`);
  }
  return zonedInstant({ year, month, day, hour, minute: minute ?? 0, second: second ?? 0 }, timeZone);
}

/** Midnight at the start of an ISO date ('2026-02-14') in the zone. */
export function startOfDayIn(date: string, timeZone: string): Date {
  return zonedDateTime(date, '00:00', timeZone);
}
