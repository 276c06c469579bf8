import { describe, expect, it } from '@jest/globals';
import { earningsEstimate, estimatedGroups } from './earnings.js';

describe('the earnings estimate', () => {
  it('counts 6 attendees conservatively and 8 per group optimistically', () => {
    // $45: the host earns $36 a ticket.
    expect(earningsEstimate(4500, 1)).toEqual({
      conservativeCents: 21600,
      optimisticCents: 28800,
      conservativeAttendees: 6,
      optimisticAttendees: 8,
    });
    expect(earningsEstimate(4500, 10).optimisticCents).toBe(80 * 3600);
  });

  it('counts unlimited groups as three', () => {
    expect(estimatedGroups(999)).toBe(3);
    expect(estimatedGroups(1000)).toBe(3);
    expect(estimatedGroups(998)).toBe(998);
    expect(earningsEstimate(4500, 999).optimisticCents).toBe(24 * 3600);
  });

  it('rounds down to whole dollars', () => {
    // $10.03 would earn $8.02 a ticket: 6 × 8.02 = 48.12 → $48.
    expect(earningsEstimate(1003, 1).conservativeCents).toBe(4800);
    expect(earningsEstimate(1003, 1).optimisticCents).toBe(6400);
  });
});
