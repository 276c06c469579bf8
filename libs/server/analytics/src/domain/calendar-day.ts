import { InvalidActivityDayError } from './analytics.errors.js';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a YYYY-MM-DD calendar day; answers null for malformed or impossible dates (2025-02-30). */
export function parseDay(text: string): Date | null {
  const match = dayPattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dayMs = 24 * 3600 * 1000;

/**
 * How far from the server's UTC day a tracker's local day may lie: browsers count in their own
 * time zone (up to 14 hours ahead of UTC) and may send a day's last batch a little late.
 */
export const acceptedDaysBack = 7;
export const acceptedDaysAhead = 1;

/** The day a batch entry is for, refused when outside the window around `now`. */
export function activityDay(text: string, now: Date): string {
  const day = parseDay(text);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!day || day.getTime() < today - acceptedDaysBack * dayMs || day.getTime() > today + acceptedDaysAhead * dayMs) {
    throw new InvalidActivityDayError(text);
  }
  return formatDay(day);
}
