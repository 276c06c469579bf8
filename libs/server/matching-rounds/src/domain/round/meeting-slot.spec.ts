import { describe, expect, it } from '@jest/globals';
import { zonedInstant } from '@ember/time-zones';
import { nextOccurrence, slotCode, slotDescription, slotOfCode, timeZoneOfCity } from './meeting-slot.js';

describe('slots', () => {
  it('round-trips weekly slots through the codes the engine compares', () => {
    expect(slotCode({ dayOfWeek: 6, hour: 9 })).toBe('sat-09');
    expect(slotOfCode('sun-11')).toEqual({ dayOfWeek: 0, hour: 11 });
    expect(slotOfCode('event')).toBeNull();
    expect(slotDescription('sat-09')).toBe('Saturday 9 AM');
  });

  it('knows the zone of each city', () => {
    expect(timeZoneOfCity('CA:ON:Toronto')).toBe('America/Toronto');
    expect(timeZoneOfCity('CA:BC:Revelstoke')).toBe('America/Vancouver');
    expect(timeZoneOfCity('other')).toBeNull();
    for (const inherited of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(timeZoneOfCity(`CA:${inherited}:Toronto`)).toBeNull();
  });
});

describe('first meetings in the city zone', () => {
  it('reads wall-clock times in Toronto in winter (UTC−5) and summer (UTC−4), and in Vancouver', () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 28, hour: 9 }, 'America/Toronto').toISOString()).toBe(
      '2026-11-28T14:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 4, hour: 9 }, 'America/Toronto').toISOString()).toBe(
      '2026-07-04T13:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 4, hour: 11 }, 'America/Vancouver').toISOString()).toBe(
      '2026-07-04T18:00:00.000Z',
    );
  });

  it('finds the next Saturday 9 AM at or after a moment, across the change to standard time', () => {
    const saturday = { dayOfWeek: 6, hour: 9 };
    // Thursday 2026-10-29 noon in Toronto; clocks go back on Sunday 2026-11-01.
    expect(nextOccurrence(saturday, new Date('2026-10-29T16:00:00Z'), 'America/Toronto').toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
    expect(nextOccurrence(saturday, new Date('2026-10-31T13:00:01Z'), 'America/Toronto').toISOString()).toBe(
      '2026-11-07T14:00:00.000Z',
    );
    expect(nextOccurrence(saturday, new Date('2026-10-31T13:00:00Z'), 'America/Toronto').toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
  });

  it('finds the next Sunday 9 AM across the change to daylight time in Vancouver', () => {
    // Clocks go forward on Sunday 2025-03-09 at 02:00: 9 AM is 16:00 UTC that day, 17:00 the Sunday before.
    expect(nextOccurrence({ dayOfWeek: 0, hour: 9 }, new Date('2025-03-02T18:00:00Z'), 'America/Vancouver')).toEqual(
      new Date('2025-03-09T16:00:00Z'),
    );
    // A slot in the skipped hour is met an hour on, as the clocks read.
    expect(nextOccurrence({ dayOfWeek: 0, hour: 2 }, new Date('2025-03-08T12:00:00Z'), 'America/Vancouver')).toEqual(
      new Date('2025-03-09T10:00:00Z'),
    );
  });
});
