import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  calendarDateIn,
  canShowPreviousMonth,
  daysBetween,
  earliestEventDate,
  isCalendarDate,
} from './calendar-date.js';

describe('calendar dates', () => {
  it('knows real days', () => {
    expect(isCalendarDate('2025-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-2-1')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate(20250101)).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2025-01-30', 3)).toBe('2025-02-02');
    expect(addDays('2025-12-30', 5)).toBe('2026-01-04');
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01');
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
  });

  it('finds today in the city', () => {
    const lateEvening = new Date('2025-03-02T03:30:00Z'); // 22:30 on March 1 in Toronto, 19:30 in Vancouver
    expect(calendarDateIn(lateEvening, 'America/Toronto')).toBe('2025-03-01');
    expect(calendarDateIn(lateEvening, 'America/Vancouver')).toBe('2025-03-01');
    expect(calendarDateIn(lateEvening, 'UTC')).toBe('2025-03-02');
  });
});

describe('the earliest event date', () => {
  it('is today plus interest plus selection plus three days', () => {
    expect(earliestEventDate('2025-03-01', 7, 2)).toBe('2025-03-13');
    expect(earliestEventDate('2025-03-01', 3, 1)).toBe('2025-03-08');
    expect(earliestEventDate('2025-12-20', 21, 5)).toBe('2026-01-18');
  });
});

describe('the previous-month rule', () => {
  it('allows going back only after today’s month', () => {
    expect(canShowPreviousMonth('2025-03-01', '2025-03-20')).toBe(false);
    expect(canShowPreviousMonth('2025-04-01', '2025-03-20')).toBe(true);
    expect(canShowPreviousMonth('2026-01-01', '2025-12-31')).toBe(true);
  });
});
