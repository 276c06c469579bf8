import { describe, expect, it } from '@jest/globals';
import { cityName } from './location-code.js';
import { neighborhoodLabel, neighborhoods } from './member-options.js';

describe('labels people read instead of codes', () => {
  it('names every neighbourhood in words', () => {
    expect(neighborhoodLabel('west-end')).toBe('west end');
    expect(neighborhoodLabel('anywhere')).toBe('anywhere in the city');
    for (const code of neighborhoods) expect(neighborhoodLabel(code)).not.toMatch(/-/);
    expect(neighborhoodLabel('queen-west')).toBe('queen west');
  });

  it('names the city of a location code', () => {
    expect(cityName('CA:ON:Toronto')).toBe('Toronto');
    expect(cityName('Canada:British Columbia:Vancouver')).toBe('Vancouver');
  });
});
