import { firstCityTimeZone, wallClockAt, zonedDateTime } from './zoned-time.js';

const dayMs = 24 * 3600 * 1000;
const thursday = 4;
/** A campaign deadline is never closer than this, so a fresh start always has days left to count down. */
const minimumLeadDays = 3;

/**
 * The dates of the seeded season (campaigns, programs, experiences, the pre-launch date), all
 * counted from one anchor: the first Thursday at least three days after `now`, in Toronto. The
 * server's program catalogue and the CMS seed both ask this one function, so every page agrees
 * on a deadline; a start on another day of the same week finds the same anchor.
 */
export interface SeasonCalendar {
  /** The anchor Thursday as an ISO date: the coffee and brains-and-barstools deadlines fall on it. */
  anchor: string;
  coffee: { deadline: Date; meetups: { date: string; startsAt: Date }[] };
  brainsAndBarstools: { deadline: Date; date: string; startsAt: Date };
  /** Both Halloween campaigns: register by the Friday, then sign up, pick, reveal, meet a week later. */
  halloween: { deadline: Date; signUpBy: string; pickBy: string; revealBy: string; date: string; startsAt: Date };
  /** Registration for the next cohort of the multi-week programs closes then (a Sunday night). */
  cohortDeadline: Date;
  /** Dates offered by the experience registration (Thursday to Saturday, two weeks running). */
  experienceDates: string[];
  /** Four Friday poetry nights. */
  poetryNights: string[];
  /** The pre-launch date: already past, so members see each other. */
  membersVisibleFrom: string;
}

/** The ISO date `days` after an ISO date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The Toronto calendar date of an instant, as an ISO date. */
export function torontoDate(at: Date): string {
  const clock = wallClockAt(at, firstCityTimeZone);
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

const toronto = (date: string, time: string) => zonedDateTime(date, time, firstCityTimeZone);
const endOf = (date: string) => toronto(date, '23:59:59');

export function seasonCalendar(now: Date): SeasonCalendar {
  const earliest = torontoDate(new Date(now.getTime() + minimumLeadDays * dayMs));
  const weekday = new Date(`${earliest}T12:00:00Z`).getUTCDay();
  const anchor = addDays(earliest, (thursday - weekday + 7) % 7);
  const at = (days: number) => addDays(anchor, days);
  const friday = at(1);
  return {
    anchor,
    coffee: {
      deadline: endOf(anchor),
      meetups: [at(9), at(10)].map((date) => ({ date, startsAt: toronto(date, '10:00:00') })),
    },
    brainsAndBarstools: { deadline: endOf(anchor), date: at(12), startsAt: toronto(at(12), '18:00:00') },
    halloween: {
      deadline: endOf(friday),
      signUpBy: addDays(friday, 1),
      pickBy: addDays(friday, 2),
      revealBy: addDays(friday, 4),
      date: addDays(friday, 7),
      startsAt: toronto(addDays(friday, 7), '19:00:00'),
    },
    cohortDeadline: endOf(at(45)),
    experienceDates: [7, 8, 9, 14, 15, 16].map(at),
    poetryNights: [8, 15, 22, 29].map(at),
    membersVisibleFrom: addDays(anchor, -28),
  };
}
