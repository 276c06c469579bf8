import { describe, expect, it } from '@jest/globals';
import { locationOptions } from '@ember/member-rules';
import { cities, cityBySlug, neighbourhoodOf, placeLabel, suggestNeighbourhoods } from './cities.js';
import { slugify } from './slug.js';

describe('cities', () => {
  it('are Toronto (23 neighbourhoods), Vancouver (21) and Revelstoke (7)', () => {
    expect(cities.map((city) => [city.slug, city.neighbourhoods.length])).toEqual([
      ['toronto', 23],
      ['vancouver', 21],
      ['revelstoke', 7],
    ]);
  });

  it('use the member location codes and have unique neighbourhood slugs', () => {
    for (const city of cities) {
      expect(locationOptions.map((option) => option.code)).toContain(city.locationCode);
      const slugs = city.neighbourhoods.map((place) => place.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(cityBySlug('toronto')?.locationCode).toBe('CA:ON:Toronto');
    expect(neighbourhoodOf('toronto', 'st-lawrence')?.label).toBe('St. Lawrence');
    expect(neighbourhoodOf('vancouver', 'st-lawrence')).toBeUndefined();
  });

  it('suggest neighbourhoods by the typed text, word starts first', () => {
    expect(suggestNeighbourhoods('toronto', 'lit').map((place) => place.label)).toEqual([
      'Little Italy',
      'Little Portugal',
    ]);
    expect(suggestNeighbourhoods('toronto', 'VILLAGE').map((place) => place.slug)).toEqual([
      'bloor-west-village',
      'church-wellesley-village',
      'liberty-village',
    ]);
    expect(suggestNeighbourhoods('vancouver', 'gran').map((place) => place.label)).toEqual([
      'Grandview-Woodland',
      'South Granville',
    ]);
    expect(suggestNeighbourhoods('revelstoke', '')).toHaveLength(7);
    expect(suggestNeighbourhoods('paris', 'a')).toEqual([]);
  });

  it('label a place', () => {
    expect(placeLabel('toronto', 'kensington-market')).toBe('Kensington Market, Toronto');
  });
});

describe('slugs', () => {
  it('keep letters and digits', () => {
    expect(slugify('Pottery & Pints — Café!')).toBe('pottery-pints-cafe');
    expect(slugify('  ')).toBe('');
    expect(slugify('a'.repeat(80), 10)).toBe('aaaaaaaaaa');
  });
});
