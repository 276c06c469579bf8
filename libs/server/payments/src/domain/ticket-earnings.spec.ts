import { describe, expect, it } from '@jest/globals';
import { ticketEarnings } from './ticket-earnings.js';

describe('ticketEarnings', () => {
  it('splits a $45 ticket: $9 for Ember, $1.61 processing, $34.39 for the host', () => {
    expect(ticketEarnings(4500, true)).toEqual({
      retainedCents: 4500,
      platformFeeCents: 900,
      processingCents: 161,
      hostNetCents: 3439,
    });
  });

  it('always adds up to what the ticket retained, to the cent', () => {
    for (let cents = 1; cents <= 60_000; cents += 37) {
      const split = ticketEarnings(cents, true);
      expect(split.platformFeeCents + split.processingCents + split.hostNetCents).toBe(cents);
      expect(split.hostNetCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('earns nobody anything on a ticket refunded in full', () => {
    expect(ticketEarnings(0, true)).toEqual({
      retainedCents: 0,
      platformFeeCents: 0,
      processingCents: 0,
      hostNetCents: 0,
    });
  });

  it('keeps the host’s share with Ember when nobody hosts', () => {
    expect(ticketEarnings(4500, false)).toEqual({
      retainedCents: 4500,
      platformFeeCents: 4339,
      processingCents: 161,
      hostNetCents: 0,
    });
  });
});
