import { describe, expect, it } from '@jest/globals';
import { parseDayLabel, parseHourLabel, slotFromLabels, slotLabel, weekendSlots } from './time-slot.js';

describe('time labels', () => {
  it.each([
    ['12 AM', 0],
    ['12 PM', 12],
    ['9 AM', 9],
    ['11 AM', 11],
    ['1 PM', 13],
    ['3:30 pm', 15],
    ['11:00 a.m.', 11],
    ['14:00', 14],
    ['noonish', 9],
    ['', 9],
    ['13 PM', 9],
    ['0 AM', 9],
  ])('reads %p as %i', (label, hour) => {
    expect(parseHourLabel(label)).toBe(hour);
  });

  it.each([
    ['Saturday', 6],
    ['Sunday', 0],
    ['monday', 1],
    ['Sat', 6],
    ['Funday', null],
    ['S', null],
  ])('reads the day %p as %p', (label, day) => {
    expect(parseDayLabel(label)).toBe(day);
  });

  it('turns the weekend choices into days and hours', () => {
    expect(weekendSlots.map(slotFromLabels)).toEqual([
      { dayOfWeek: 6, hour: 9 },
      { dayOfWeek: 6, hour: 11 },
      { dayOfWeek: 0, hour: 9 },
      { dayOfWeek: 0, hour: 11 },
    ]);
    expect(slotFromLabels({ day: 'someday', time: '9 AM' })).toBeNull();
  });

  it('writes a slot back as a label', () => {
    expect(slotLabel({ dayOfWeek: 6, hour: 9 })).toBe('Saturday 9 AM');
    expect(slotLabel({ dayOfWeek: 0, hour: 0 })).toBe('Sunday 12 AM');
    expect(slotLabel({ dayOfWeek: 0, hour: 12 })).toBe('Sunday 12 PM');
  });
});
