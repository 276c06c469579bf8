import { describe, expect, it } from '@jest/globals';
import {
  ageBandOf,
  ageBands,
  bandsBetween,
  defaultBrowseBands,
  emptyAgeRangeSelection,
  pickAgeBand,
  rangeOfBands,
  selectedBands,
} from './age-bands.js';

const ids = (bands: { id: string }[]) => bands.map((band) => band.id);

describe('age bands', () => {
  it.each([
    [13, 'teens'],
    [19, 'teens'],
    [20, 'early-20s'],
    [24, 'early-20s'],
    [25, 'mid-20s'],
    [27, 'mid-20s'],
    [28, 'late-20s'],
    [29, 'late-20s'],
    [30, 'early-30s'],
    [37, 'mid-30s'],
    [39, 'late-30s'],
    [45, 'mid-40s'],
    [58, 'late-50s'],
    [60, 'early-60s'],
    [64, 'early-60s'],
    [65, 'mid-60s'],
    [67, 'mid-60s'],
    [68, 'late-60s'],
    [69, 'late-60s'],
    [70, '70-plus'],
    [100, '70-plus'],
  ])('puts %i in %s', (age, band) => {
    expect(ageBandOf(age)?.id).toBe(band);
  });

  it('labels bands as the spec names them', () => {
    expect(ageBandOf(26)?.label).toBe('mid 20s');
    expect(ageBandOf(75)?.label).toBe('70+');
  });

  it('runs the last band to 120 on profile cards only', () => {
    expect(ageBandOf(110)).toBeNull();
    expect(ageBandOf(110, { profileCard: true })?.id).toBe('70-plus');
    expect(ageBandOf(121, { profileCard: true })).toBeNull();
    expect(ageBandOf(12)).toBeNull();
  });

  it('covers every age from 13 to 100 exactly once', () => {
    for (let age = 13; age <= 100; age += 1) {
      expect(ageBands.filter((band) => age >= band.min && age <= band.max)).toHaveLength(1);
    }
  });

  it('lists the bands between two picks in either order', () => {
    expect(ids(bandsBetween('late-20s', 'mid-30s'))).toEqual(['late-20s', 'early-30s', 'mid-30s']);
    expect(ids(bandsBetween('mid-30s', 'late-20s'))).toEqual(['late-20s', 'early-30s', 'mid-30s']);
    expect(rangeOfBands(bandsBetween('mid-30s', 'late-20s'))).toEqual({ min: 28, max: 37 });
    expect(bandsBetween('nope', 'late-20s')).toEqual([]);
  });

  it('defaults browsing to the own band and its neighbours, with 25 when the age is unknown', () => {
    expect(ids(defaultBrowseBands(31))).toEqual(['late-20s', 'early-30s', 'mid-30s']);
    expect(ids(defaultBrowseBands(null))).toEqual(['early-20s', 'mid-20s', 'late-20s']);
    expect(ids(defaultBrowseBands(85))).toEqual(['late-60s', '70-plus']);
  });
});

describe('age range picker', () => {
  it('takes a start, then an end, swapping an earlier end, and restarts on a third pick', () => {
    let selection = pickAgeBand(emptyAgeRangeSelection, 'mid-30s');
    expect(ids(selectedBands(selection))).toEqual(['mid-30s']);
    selection = pickAgeBand(selection, 'early-30s');
    expect(selection).toEqual({ start: 'early-30s', end: 'mid-30s' });
    expect(ids(selectedBands(selection))).toEqual(['early-30s', 'mid-30s']);
    selection = pickAgeBand(selection, 'late-40s');
    expect(selection).toEqual({ start: 'late-40s', end: null });
  });

  it('has nothing selected until a start is chosen', () => {
    expect(selectedBands(emptyAgeRangeSelection)).toEqual([]);
  });
});
