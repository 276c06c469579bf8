// Small builders for seeded layout blocks, so page content reads as copy rather than as JSON.
import { firstCityTimeZone, zonedDateTime } from '@ember/time-zones';
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
