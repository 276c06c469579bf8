// Small builders for seeded layout blocks, so page content reads as copy rather than as JSON.
import type { Campaign } from '../../payload-types';

export type LayoutBlock = Campaign['layout'][number];

export const link = (label: string, href: string, newTab = false) => ({ label, href, newTab });
export const paragraphs = (...texts: string[]) => texts.map((text) => ({ text }));
export const steps = (...items: [string, string][]) => items.map(([title, text]) => ({ title, text }));
export const items = (...list: [title: string, text?: string, badge?: string][]) =>
  list.map(([title, text, badge]) => ({ title, text, badge }));

/** Toronto local time to UTC: October dates are EDT (UTC-4), November and December EST (UTC-5). */
export function torontoTime(date: string, time: string): string {
  const offset = Number(date.slice(5, 7)) >= 11 ? '-05:00' : '-04:00';
  return new Date(`${date}T${time}${offset}`).toISOString();
}
