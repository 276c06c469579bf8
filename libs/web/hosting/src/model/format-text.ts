import { formatDollars, groupCounts } from '@ember/hosting-rules';
import { shortDate } from './calendar-month';

/** A format's title as shown, "Untitled format" before it has one. */
export function formatTitle(title: string): string {
  return title.trim() || 'Untitled format';
}

/** "Kensington Market, Toronto", or what there is of it. */
export function placeText(location: {
  cityLabel: string | null;
  neighborhoodLabel: string | null;
  isOnline?: boolean;
}): string {
  const place = [location.neighborhoodLabel, location.cityLabel].filter(Boolean).join(', ');
  if (!place) return location.isOnline ? 'Online' : 'No place yet';
  return location.isOnline ? `${place}, or online` : place;
}

export function groupsText(maxGroups: number): string {
  if (maxGroups >= groupCounts.unlimited) return 'Unlimited groups';
  return maxGroups === 1 ? 'One group' : `Up to ${maxGroups} groups`;
}

export function nextDateText(nextDate: string | null): string {
  return nextDate ? shortDate(nextDate) : 'No date yet';
}

export function priceText(cents: number): string {
  return `${formatDollars(cents)} per person`;
}
