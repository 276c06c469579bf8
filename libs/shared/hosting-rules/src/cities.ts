import { locationOptions } from '@ember/member-rules';
import { slugify } from './slug.js';

export interface Neighbourhood {
  slug: string;
  label: string;
}

export interface City {
  slug: string;
  label: string;
  /** The member location code of the city ('CA:ON:Toronto'), shared with profiles. */
  locationCode: string;
  timeZone: string;
  neighbourhoods: readonly Neighbourhood[];
}

const places = (...labels: string[]): Neighbourhood[] => labels.map((label) => ({ slug: slugify(label), label }));

/** The member location code of a city the onboarding offers; a city hosting offers must be one of them. */
function locationCodeOf(label: string): string {
  const option = locationOptions.find((candidate) => candidate.code.endsWith(`:${label}`));
  if (!option) throw new Error(`no member location for ${label}`);
  return option.code;
}

/** Where formats take place (spec 3 §9): Toronto (23 neighbourhoods), Vancouver (21), Revelstoke (7). */
export const cities: readonly City[] = [
  {
    slug: 'toronto',
    label: 'Toronto',
    locationCode: locationCodeOf('Toronto'),
    timeZone: 'America/Toronto',
    neighbourhoods: places(
      'The Annex',
      'The Beaches',
      'Bloor West Village',
      'Cabbagetown',
      'Chinatown',
      'Church-Wellesley Village',
      'Corktown',
      'The Danforth',
      'Distillery District',
      'Entertainment District',
      'Financial District',
      'Harbourfront',
      'High Park',
      'The Junction',
      'Kensington Market',
      'King West',
      'Leslieville',
      'Liberty Village',
      'Little Italy',
      'Little Portugal',
      'Parkdale',
      'St. Lawrence',
      'Yorkville',
    ),
  },
  {
    slug: 'vancouver',
    label: 'Vancouver',
    locationCode: locationCodeOf('Vancouver'),
    timeZone: 'America/Vancouver',
    neighbourhoods: places(
      'Coal Harbour',
      'Commercial Drive',
      'Downtown',
      'Dunbar',
      'Fairview',
      'False Creek',
      'Gastown',
      'Grandview-Woodland',
      'Hastings-Sunrise',
      'Kerrisdale',
      'Kitsilano',
      'Main Street',
      'Marpole',
      'Mount Pleasant',
      'Olympic Village',
      'Point Grey',
      'Riley Park',
      'South Granville',
      'Strathcona',
      'West End',
      'Yaletown',
    ),
  },
  {
    slug: 'revelstoke',
    label: 'Revelstoke',
    locationCode: locationCodeOf('Revelstoke'),
    timeZone: 'America/Vancouver',
    neighbourhoods: places(
      'Downtown',
      'Southside',
      'Columbia Park',
      'Arrow Heights',
      'Big Eddy',
      'Johnson Heights',
      'Mackenzie Village',
    ),
  },
];

export function cityBySlug(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug);
}

export function neighbourhoodOf(citySlug: string, neighbourhoodSlug: string): Neighbourhood | undefined {
  return cityBySlug(citySlug)?.neighbourhoods.find((place) => place.slug === neighbourhoodSlug);
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The city's neighbourhoods whose label contains the typed text (accents, case and punctuation
 * ignored), those starting with it first; all of them for empty text.
 */
export function suggestNeighbourhoods(citySlug: string, typed: string): Neighbourhood[] {
  const all = [...(cityBySlug(citySlug)?.neighbourhoods ?? [])];
  const query = folded(typed);
  if (query === '') return all;
  const matching = all.filter((place) => folded(place.label).includes(query));
  const starts = (place: Neighbourhood) => ` ${folded(place.label)}`.includes(` ${query}`);
  return [...matching.filter(starts), ...matching.filter((place) => !starts(place))];
}

/** 'Kensington Market, Toronto'; the raw values when they are not in the lists. */
export function placeLabel(citySlug: string, neighbourhoodSlug: string): string {
  const city = cityBySlug(citySlug);
  const place = neighbourhoodOf(citySlug, neighbourhoodSlug);
  return [place?.label ?? neighbourhoodSlug, city?.label ?? citySlug].filter(Boolean).join(', ');
}
