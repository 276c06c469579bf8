/**
 * Locations travel as `country:province:city`, short ('CA:ON:Toronto') or long
 * ('Canada:Ontario:Toronto'); screens rewrite one into the other (spec 1 §5).
 */
export interface LocationOption {
  code: string;
  label: string;
}

/** The wizard's location choices; 'other' reveals a free-text city or postal code (newLocation). */
export const locationOptions: readonly LocationOption[] = [
  { code: 'CA:ON:Toronto', label: 'Toronto ON Canada' },
  { code: 'CA:BC:Vancouver', label: 'Vancouver BC Canada' },
  { code: 'CA:BC:Revelstoke', label: 'Revelstoke BC Canada' },
  { code: 'other', label: 'Other' },
];

export const otherLocation = 'other';
export const torontoLocation = 'CA:ON:Toronto';

// Maps: the parts are members' text, and must never find a property every object inherits.
const countries: ReadonlyMap<string, string> = new Map([
  ['CA', 'Canada'],
  ['US', 'United States'],
]);

const provinces: ReadonlyMap<string, string> = new Map([
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
]);

function shortOf(table: ReadonlyMap<string, string>, part: string): string {
  const entry = [...table].find(([, long]) => long.toLowerCase() === part.trim().toLowerCase());
  return entry ? entry[0] : part.trim();
}

function longOf(table: ReadonlyMap<string, string>, part: string): string {
  return table.get(part.trim().toUpperCase()) ?? part.trim();
}

function rewrite(location: string, country: (part: string) => string, province: (part: string) => string): string {
  const parts = location.split(':');
  if (parts.length !== 3) return location.trim();
  const [first, second, city] = parts as [string, string, string];
  return `${country(first)}:${province(second)}:${city.trim()}`;
}

/** 'Canada:Ontario:Toronto' → 'CA:ON:Toronto'; short codes and other text come back unchanged. */
export function toShortLocation(location: string): string {
  return rewrite(
    location,
    (part) => shortOf(countries, part),
    (part) => shortOf(provinces, part),
  );
}

/** 'CA:ON:Toronto' → 'Canada:Ontario:Toronto'; long forms and other text come back unchanged. */
export function toLongLocation(location: string): string {
  return rewrite(
    location,
    (part) => longOf(countries, part),
    (part) => longOf(provinces, part),
  );
}

/** Whether two values name the same place, whichever form each is in. */
export function sameLocation(a: string, b: string): boolean {
  return toShortLocation(a).toLowerCase() === toShortLocation(b).toLowerCase();
}

/** A member's location as the screens name it: the option's label, or the free text for 'other'. */
export function locationLabel(profile: { location: string; newLocation?: string | null }): string {
  const short = toShortLocation(profile.location);
  if (short === otherLocation) return profile.newLocation ?? otherLocation;
  return locationOptions.find((option) => option.code === short)?.label ?? short.split(':').join(', ');
}

/** The city of a location code, as people name it ('CA:ON:Toronto' → 'Toronto'). */
export function cityName(location: string): string {
  return toShortLocation(location).split(':').pop() ?? location;
}
