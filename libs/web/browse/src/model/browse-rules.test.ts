import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';
import { addressWith, browseArgOf, defaultAgeFilter, filtersFromAddress } from './filters';
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

describe('browse filters in the address (spec 1 §9)', () => {
  const read = (query: string, age: number | null = 31) => filtersFromAddress(new URLSearchParams(query), age);

  it('defaults the ages to the own bucket and its neighbours; an empty age means every age', () => {
    expect(read('').ages).toEqual(['late-20s', 'early-30s', 'mid-30s']);
    expect(read('', null).ages).toEqual(['early-20s', 'mid-20s', 'late-20s']);
    expect(read('', 84).ages).toEqual(['70s', '80s', '90s']);
    expect(read('age=').ages).toEqual([]);
    expect(defaultAgeFilter(20)).toEqual(['early-20s', 'mid-20s']);
  });

  it('reads every filter, dropping choices it does not know', () => {
    expect(
      read('age=early-40s,ancient&sex=female,robot&neighborhood=west-end&interest=Board Games,Dance&dailyVideo=true'),
    ).toEqual({
      ages: ['early-40s'],
      sexes: ['female'],
      neighborhoods: ['west-end'],
      interests: ['Board Games', 'Dance'],
      dailyVideo: true,
    });
  });

  it('writes the filters back, leaving out the default ages and keeping other parameters', () => {
    const filters = read('');
    expect(addressWith(new URLSearchParams('tab=1'), filters, 31).toString()).toBe('tab=1');
    const next = addressWith(
      new URLSearchParams('tab=1&sex=male'),
      { ...filters, ages: [], sexes: [], neighborhoods: ['downtown', 'east-end'], dailyVideo: true },
      31,
    );
    expect(Object.fromEntries(next)).toEqual({
      tab: '1',
      age: '',
      neighborhood: 'downtown,east-end',
      dailyVideo: 'true',
    });
    expect(read(next.toString())).toMatchObject({
      ages: [],
      neighborhoods: ['downtown', 'east-end'],
      dailyVideo: true,
    });
  });

  it('asks the api for the place and the filters, comma-separated, leaving out empty ones', () => {
    expect(browseArgOf('CA:ON:Toronto', read('sex=female'))).toEqual({
      location: 'CA:ON:Toronto',
      limit: 24,
      age: 'late-20s,early-30s,mid-30s',
      sex: 'female',
      neighborhood: undefined,
      interest: undefined,
      dailyVideo: undefined,
    });
  });
});
