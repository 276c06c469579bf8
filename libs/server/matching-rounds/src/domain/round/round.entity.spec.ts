import { describe, expect, it } from '@jest/globals';
import { Round, type RoundRequest } from './round.entity.js';
import type { ProgramTerms } from './round-terms.js';
import { coffeeTerms } from '../../testing/coffee-terms.js';

const now = new Date('2026-11-22T12:00:00Z');
const hour = 3600_000;
const coffee: ProgramTerms = coffeeTerms;
const cooking: ProgramTerms = {
  ...coffee,
  id: 'cooking-series',
  name: 'Cooking series',
  kind: 'program',
  priceCents: 8500,
  priceUnit: 'per-session',
  minGroupSize: 6,
  maxGroupSize: 10,
  weeks: 4,
  sessionMinutes: 150,
  allowsHosting: true,
};
const window: RoundRequest = {
  picksOpenAt: new Date(now.getTime() + hour),
  picksCloseAt: new Date(now.getTime() + 7 * 24 * hour),
};
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; details?: { field: string } };
  }
  throw new Error('expected a failure');
};

describe('planning a round', () => {
  it('takes group size, rules and the join charge from the program', () => {
    const round = Round.plan(coffee, window, 'admin-id', now);
    expect(round).toMatchObject({
      status: 'scheduled',
      city: 'CA:ON:Toronto',
      timeZone: 'America/Toronto',
      minGroupSize: 4,
      maxGroupSize: 6,
      genderBalance: false,
      requireVenue: false,
      reviewHours: 24,
      chargeKind: 'deposit',
      chargeCents: 1000,
      sessions: 1,
      dropoutStrategy: 'continue-if-minimum',
    });
    expect(Round.plan(cooking, window, null, now)).toMatchObject({
      requireVenue: true,
      chargeKind: 'payment',
      chargeCents: 4 * 8500,
      sessions: 4,
      sessionMinutes: 150,
    });
  });

  it('balances the Halloween campaigns 50/50 and holds the $10 deposit for free events', () => {
    const halloween = { ...coffee, id: 'prog-halloween-2025', priceCents: 0, priceUnit: 'per-event' as const };
    const round = Round.plan(halloween, window, null, now);
    expect(round).toMatchObject({ genderBalance: true, chargeKind: 'deposit', chargeCents: 1000 });
  });

  it('lets the creator override the rules within limits', () => {
    const round = Round.plan(coffee, { ...window, minGroupSize: 5, maxGroupSize: 8, maxAgeSpread: 10 }, null, now);
    expect(round).toMatchObject({ minGroupSize: 5, maxGroupSize: 8, maxAgeSpread: 10 });
    expect(failure(() => Round.plan(coffee, { ...window, minGroupSize: 2 }, null, now)).details?.field).toBe(
      'minGroupSize',
    );
    expect(
      failure(() => Round.plan(coffee, { ...window, minGroupSize: 8, maxGroupSize: 6 }, null, now)).details?.field,
    ).toBe('maxGroupSize');
    expect(failure(() => Round.plan(coffee, { ...window, reviewHours: 0 }, null, now)).details?.field).toBe(
      'reviewHours',
    );
    expect(failure(() => Round.plan(coffee, { ...window, city: 'other' }, null, now)).details?.field).toBe('city');
  });

  it('needs picks to close after they open and in the future', () => {
    const closed = { picksOpenAt: new Date(now.getTime() - 2 * hour), picksCloseAt: new Date(now.getTime() - hour) };
    expect(failure(() => Round.plan(coffee, closed, null, now))).toMatchObject({
      code: 'matching-rounds.invalid-round',
      details: { field: 'picksCloseAt' },
    });
    const reversed = { picksOpenAt: window.picksCloseAt, picksCloseAt: window.picksOpenAt };
    expect(failure(() => Round.plan(coffee, reversed, null, now)).details?.field).toBe('picksCloseAt');
    // Opening in the past is fine: the round opens at once.
    expect(Round.plan(coffee, { ...window, picksOpenAt: new Date(now.getTime() - hour) }, null, now).status).toBe(
      'scheduled',
    );
  });

  it('needs an event time for a program without time slots, after picks close and the review', () => {
    const talk = { ...coffee, id: 'prog-brains-and-barstools', requiresTimeSlots: false };
    expect(failure(() => Round.plan(talk, window, null, now)).details?.field).toBe('eventStartsAt');
    const tooSoon = new Date(window.picksCloseAt.getTime() + 2 * hour);
    expect(failure(() => Round.plan(talk, { ...window, eventStartsAt: tooSoon }, null, now)).details?.field).toBe(
      'eventStartsAt',
    );
    const later = new Date(window.picksCloseAt.getTime() + 72 * hour);
    expect(Round.plan(talk, { ...window, eventStartsAt: later }, null, now).eventStartsAt).toEqual(later);
  });
});

describe('the picking window and deadlines', () => {
  it('accepts picks from the opening until the close, while scheduled or collecting', () => {
    const round = Round.plan(coffee, window, null, now);
    expect(round.acceptsPicks(now)).toBe(false);
    expect(round.acceptsPicks(window.picksOpenAt)).toBe(true);
    expect(round.acceptsPicks(new Date(window.picksCloseAt.getTime() - 1))).toBe(true);
    expect(round.acceptsPicks(window.picksCloseAt)).toBe(false);
    round.status = 'forming';
    expect(round.acceptsPicks(window.picksOpenAt)).toBe(false);
  });

  it('reminds 24 hours before the close, or mid-window when the window is shorter', () => {
    const round = Round.plan(coffee, window, null, now);
    expect(round.reminderAt(24 * hour)).toEqual(new Date(window.picksCloseAt.getTime() - 24 * hour));
    const short = Round.plan(coffee, { picksOpenAt: now, picksCloseAt: new Date(now.getTime() + 4 * hour) }, null, now);
    expect(short.reminderAt(24 * hour)).toEqual(new Date(now.getTime() + 2 * hour));
  });

  it('moves only deadlines that have not passed', () => {
    const round = Round.plan(coffee, window, null, now);
    const later = new Date(window.picksCloseAt.getTime() + 24 * hour);
    expect(round.reschedule({ picksCloseAt: later }, now)).toEqual(['picksCloseAt']);
    expect(round.reschedule({ picksCloseAt: later }, now)).toEqual([]);
    round.status = 'collecting';
    expect(failure(() => round.reschedule({ picksOpenAt: now }, now)).code).toBe('matching-rounds.wrong-phase');
    expect(failure(() => round.reschedule({ reviewClosesAt: later }, now)).code).toBe('matching-rounds.wrong-phase');
    round.status = 'reviewing';
    round.reviewClosesAt = new Date(now.getTime() + 24 * hour);
    expect(failure(() => round.reschedule({ picksCloseAt: now }, now)).code).toBe('matching-rounds.wrong-phase');
    expect(failure(() => round.reschedule({ reviewClosesAt: now }, now)).details?.field).toBe('reviewClosesAt');
    expect(round.reschedule({ reviewClosesAt: new Date(now.getTime() + hour) }, now)).toEqual(['reviewClosesAt']);
  });
});
