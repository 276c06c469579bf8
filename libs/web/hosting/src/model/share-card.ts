import type { PublicEventFormat } from '@ember/api-client';
import { formatDollars } from '@ember/hosting-rules';
import { shortDate } from './calendar-month';
import { placeText } from './format-text';

/** What a link to a format's page shows where it is shared (its Open Graph title and description). */
export interface ShareCard {
  title: string;
  description: string;
}

const descriptionLength = 200;

/**
 * The share card of an active format: its title, and a line with the next date, the place, the
 * price and the host, then as much of the description as fits.
 */
export function shareCardOf(format: PublicEventFormat): ShareCard {
  const facts = [
    format.nextDate ? shortDate(format.nextDate) : null,
    placeText(format.location),
    `${formatDollars(format.pricing.ticketPrice)} per person`,
    format.hostFirstName ? `hosted by ${format.hostFirstName}` : null,
  ].filter(Boolean);
  const line = `${facts.join(' · ')}.`;
  const about = format.description.replace(/\s+/g, ' ').trim();
  const room = descriptionLength - line.length - 1;
  const text = about.length <= room ? about : `${about.slice(0, Math.max(0, room - 1)).trimEnd()}…`;
  return { title: format.format, description: text ? `${line} ${text}` : line };
}
