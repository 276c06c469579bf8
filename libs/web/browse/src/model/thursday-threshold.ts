/** The city the weekly threshold is reckoned in. */
export const browseTimeZone = 'America/Toronto';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 0 Sunday … 6 Saturday, in the city's time zone. */
export function weekdayIn(now: Date, timeZone: string = browseTimeZone): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  return weekdays.indexOf(name);
}

/**
 * Spec 1 §4: browse profiles are fetched only on or after the weekly Thursday threshold (Thursday
 * itself included); the week starts again on Sunday.
 */
export function isOnOrAfterThursday(now: Date, timeZone: string = browseTimeZone): boolean {
  return weekdayIn(now, timeZone) >= 4;
}
