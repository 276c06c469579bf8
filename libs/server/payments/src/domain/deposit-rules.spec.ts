import { expect, it } from '@jest/globals';
import { threeMonthsAfter } from './deposit-rules.js';

it('counts three calendar months, keeping the month’s last day when the date does not exist', () => {
  expect(threeMonthsAfter(new Date('2026-01-15T10:30:00Z')).toISOString()).toBe('2026-04-15T10:30:00.000Z');
  expect(threeMonthsAfter(new Date('2025-11-30T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  expect(threeMonthsAfter(new Date('2026-10-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
});
