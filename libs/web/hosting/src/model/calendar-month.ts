/** A month shown by the calendar: its year and its month (0 = January). */
export interface CalendarMonth {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local noon of a calendar day ('2026-12-12'), for formatting it. */
function noonOf(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

export function monthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

/** The month's first day, '2026-12-01': the calendar rules compare months through it. */
export function firstDayOf({ year, month }: CalendarMonth): string {
  return `${year}-${pad(month + 1)}-01`;
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/**
 * The weeks of a month, Sunday first, seven cells each: the month's days, and null where a week
 * runs into the month before or after.
 */
export function monthWeeks({ year, month }: CalendarMonth): (string | null)[][] {
  const leading = new Date(year, month, 1, 12).getDay();
  const length = new Date(year, month + 1, 0, 12).getDate();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= length; day++) cells.push(`${year}-${pad(month + 1)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

export function monthName({ year, month }: CalendarMonth): string {
  return monthTitle.format(new Date(year, month, 1, 12));
}

/** "Saturday, December 12, 2026": what a screen reader says for a day. */
export function longDate(date: string): string {
  return dayLabel.format(noonOf(date));
}

/** "Sat, Dec 12": a date in a list. */
export function shortDate(date: string): string {
  return shortDay.format(noonOf(date));
}
