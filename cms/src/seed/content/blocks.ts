// Small builders for seeded layout blocks, so page content reads as copy rather than as JSON.
import { firstCityTimeZone, torontoDate, zonedDateTime } from '@ember/time-zones';
import type { Campaign } from '../../payload-types';

export type LayoutBlock = Campaign['layout'][number];

export const link = (label: string, href: string, newTab = false) => ({ label, href, newTab });
export const paragraphs = (...texts: string[]) => texts.map((text) => ({ text }));
export const steps = (...items: [string, string][]) => items.map(([title, text]) => ({ title, text }));
export const items = (...list: [title: string, text?: string, badge?: string][]) =>
  list.map(([title, text, badge]) => ({ title, text, badge }));

/** A Toronto wall-clock time as an ISO instant, in the offset the zone has on that date. */
export function torontoTime(date: string, time: string): string {
  return zonedDateTime(date, time, firstCityTimeZone).toISOString();
}

const dayFormats = {
  /** 'Sat Dec 6' */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Saturday Dec 6' */
  weekday: { weekday: 'long', month: 'short', day: 'numeric' },
  /** 'Dec 6' */
  day: { month: 'short', day: 'numeric' },
  /** 'December 6' */
  long: { month: 'long', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** An ISO calendar date in words, for copy that names the season's dates ('Sat Dec 6'). */
export function dayLabel(date: string, format: keyof typeof dayFormats = 'short'): string {
  return new Intl.DateTimeFormat('en-US', { ...dayFormats[format], timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}

/** The Toronto calendar date of an instant. */
export const dateOf = (at: Date) => torontoDate(at);
