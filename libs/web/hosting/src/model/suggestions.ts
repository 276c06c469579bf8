import { cities, cityBySlug, suggestNeighbourhoods } from '@ember/hosting-rules';

/** A choice shown by its label and kept by its value (a neighbourhood's slug, say). */
export interface Suggestion {
  value: string;
  label: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The cities whose name contains the typed text; all of them for none. */
export function citySuggestions(typed: string): Suggestion[] {
  const query = folded(typed);
  return cities
    .filter((city) => folded(city.label).includes(query))
    .map((city) => ({ value: city.slug, label: city.label }));
}

/** The city's neighbourhoods for the typed text (the shared type-ahead rule), by label. */
export function neighbourhoodSuggestions(citySlug: string, typed: string): Suggestion[] {
  return suggestNeighbourhoods(citySlug, typed).map((place) => ({ value: place.slug, label: place.label }));
}

/** The suggestion whose label is exactly the text (ignoring case and accents), if any. */
export function namedIn(suggestions: readonly Suggestion[], typed: string): Suggestion | undefined {
  const query = folded(typed);
  return query ? suggestions.find((option) => folded(option.label) === query) : undefined;
}

export function cityLabel(slug: string): string {
  return cityBySlug(slug)?.label ?? '';
}
