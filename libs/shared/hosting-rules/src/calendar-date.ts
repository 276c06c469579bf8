import { eventDateBufferDays } from './limits.js';

/**
 * Event dates are calendar days ('2025-03-14') in the format's city; arithmetic happens at noon
 * UTC so no time zone or daylight-saving change can move a day.
 */
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const day = 24 * 3600 * 1000;

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = pattern.exec(value);
  if (!match) return false;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  return noon.getUTCFullYear() === year && noon.getUTCMonth() === month - 1 && noon.getUTCDate() === date;
}

function noonOf(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return Date.parse(`${date}T12:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(noonOf(date) + days * day).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonOf(to) - noonOf(from)) / day);
}

/** The calendar day `at` falls on in the zone ('America/Toronto'), or in the runtime's zone. */
export function calendarDateIn(at: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/**
 * The first day an event may take place: today plus the interest collection, the selection
 * window and a three-day buffer (spec 3 §5). Earlier days are disabled in the calendar.
 */
export function earliestEventDate(today: string, interestCollection: number, selectionWindow: number): string {
  return addDays(today, interestCollection + selectionWindow + eventDateBufferDays);
}

/** The day interest collection closes, counted from the day the format is published. */
export function interestClosingDate(publishedOn: string, interestCollection: number): string {
  return addDays(publishedOn, interestCollection);
}

/** The calendar may not go back before the month of today (the previous-month rule). */
export function canShowPreviousMonth(shownMonth: string, today: string): boolean {
  return shownMonth.slice(0, 7) > today.slice(0, 7);
}
