import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';
import { defaultAgeFilter, matchesFilters } from './filters';
import { isOnOrAfterThursday, weekdayIn } from './thursday-threshold';

describe('program countdown (spec 1 §4)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('counts days, hours, minutes and seconds to the deadline', () => {
    expect(countdownText('2026-11-25T15:04:05Z', now)).toBe('3d 03h 04m 05s');
    expect(countdownText('2026-11-22T12:00:01Z', now)).toBe('0d 00h 00m 01s');
  });

  it("says 'available now' once it has passed and 'date unavailable' without one", () => {
    expect(countdownText('2026-11-22T12:00:00Z', now)).toBe('available now');
    expect(countdownText('2025-11-27T23:59:59-05:00', now)).toBe('available now');
    expect(countdownText(null, now)).toBe('date unavailable');
    expect(countdownText('not a date', now)).toBe('date unavailable');
  });
});

describe('the Thursday threshold (spec 1 §4)', () => {
  it('is open from Thursday to Saturday in Toronto, Thursday included, closed Sunday to Wednesday', () => {
    // 2026-11-26 is a Thursday.
    expect(weekdayIn(new Date('2026-11-26T05:00:00Z'))).toBe(4);
    expect(isOnOrAfterThursday(new Date('2026-11-26T05:00:00Z'))).toBe(true); // 00:00 Thursday in Toronto
    expect(isOnOrAfterThursday(new Date('2026-11-26T04:59:59Z'))).toBe(false); // 23:59 Wednesday in Toronto
    expect(isOnOrAfterThursday(new Date('2026-11-28T23:00:00Z'))).toBe(true); // Saturday
    expect(isOnOrAfterThursday(new Date('2026-11-29T12:00:00Z'))).toBe(false); // Sunday
    expect(isOnOrAfterThursday(new Date('2026-11-25T12:00:00Z'))).toBe(false); // Wednesday
  });
});

describe('browse filters (spec 1 §9)', () => {
  it('defaults to the own bucket and its neighbours', () => {
    expect(defaultAgeFilter(31)).toEqual(['late-20s', 'early-30s', 'mid-30s']);
    expect(defaultAgeFilter(null)).toEqual(['early-20s', 'mid-20s', 'late-20s']);
    expect(defaultAgeFilter(20)).toEqual(['early-20s', 'mid-20s']);
    expect(defaultAgeFilter(84)).toEqual(['70s', '80s', '90s']);
  });

  const person = (min: number, max: number, sex: string, interests: string[] = []) => ({
    ageBand: { min, max },
    sex,
    interests: interests.map((name) => ({ name })),
  });

  it('lets through profiles matching every filter with a choice', () => {
    const filters = { ages: ['early-30s'], sexes: [] as ('male' | 'female')[], interests: [] };
    expect(matchesFilters(person(30, 34, 'female'), filters)).toBe(true);
    expect(matchesFilters(person(35, 37, 'female'), filters)).toBe(false);
    expect(matchesFilters(person(30, 34, 'male'), { ...filters, sexes: ['female'] })).toBe(false);
    expect(matchesFilters(person(30, 34, 'male', ['Chess']), { ...filters, interests: ['chess'] })).toBe(true);
    expect(matchesFilters(person(30, 34, 'male', ['Go']), { ...filters, interests: ['Chess'] })).toBe(false);
    expect(matchesFilters(person(70, 100, 'male'), { ages: ['80s'], sexes: [], interests: [] })).toBe(true);
  });
});
