import { describe, expect, it } from '@jest/globals';
import { ageFilterOptions, ageRangesOf, defaultAgeFilter, listParam } from './browse-filters.js';

describe('the browse age filter (spec 1 §9)', () => {
  it('offers the bands from the early 20s to the late 60s, then 70, 80 and 90+', () => {
    expect(ageFilterOptions[0]).toMatchObject({ id: 'early-20s', min: 20, max: 24 });
    expect(ageFilterOptions.slice(-3).map((option) => [option.id, option.label, option.min, option.max])).toEqual([
      ['70s', '70', 70, 79],
      ['80s', '80', 80, 89],
      ['90s', '90+', 90, 120],
    ]);
  });

  it('defaults to the own bucket and its neighbours', () => {
    expect(defaultAgeFilter(31)).toEqual(['late-20s', 'early-30s', 'mid-30s']);
    expect(defaultAgeFilter(null)).toEqual(['early-20s', 'mid-20s', 'late-20s']);
    expect(defaultAgeFilter(20)).toEqual(['early-20s', 'mid-20s']);
    expect(defaultAgeFilter(84)).toEqual(['70s', '80s', '90s']);
  });

  it('merges the chosen bands into ranges of ages and refuses unknown ids', () => {
    expect(ageRangesOf(['mid-30s', 'late-20s', 'early-30s'])).toEqual([{ min: 28, max: 37 }]);
    expect(ageRangesOf(['early-20s', 'early-40s', '90s'])).toEqual([
      { min: 20, max: 24 },
      { min: 40, max: 44 },
      { min: 90, max: 120 },
    ]);
    expect(ageRangesOf([])).toEqual([]);
    expect(ageRangesOf(['early-30s', 'teens'])).toBeNull();
  });

  it('reads comma-separated list parameters', () => {
    expect(listParam('downtown, west-end,,')).toEqual(['downtown', 'west-end']);
    expect(listParam('')).toEqual([]);
    expect(listParam(null)).toEqual([]);
  });
});
