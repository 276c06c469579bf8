import { otherLocation, toShortLocation } from '@ember/member-rules';

const otherPrefix = `${otherLocation}:`;

/**
 * The place a member is browsed under. Named cities are one place whichever form or case they
 * arrive in ('Canada:Ontario:Toronto' = 'ca:on:toronto'); members who chose 'other' are kept apart
 * by the city or postal code they typed, so Kelowna and Halifax never share one list.
 */
export function browseLocationKey(location: string, newLocation: string | null): string {
  const short = toShortLocation(location.trim()).toLowerCase();
  if (short !== otherLocation) return short;
  return `${otherPrefix}${(newLocation ?? '').trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** Whether a requested location means 'the other city I typed' rather than a named one. */
export function isOtherLocation(location: string): boolean {
  return location.trim().toLowerCase() === otherLocation;
}
