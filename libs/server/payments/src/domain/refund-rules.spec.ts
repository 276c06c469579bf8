import { describe, expect, it } from '@jest/globals';
import { type RefundQuestion, cancellationPolicies, refundFor, refundPolicies } from './refund-rules.js';

const hour = 3600 * 1000;
const startsAt = new Date('2026-03-14T19:00:00Z');
const edge = new Date(startsAt.getTime() - 48 * hour);
const justAfter = new Date(edge.getTime() + 1);

const question = (overrides: Partial<RefundQuestion>): RefundQuestion => ({
  reason: 'member-cancelled',
  paidCents: 4500,
  confirmedAt: new Date('2026-03-01T12:00:00Z'),
  eventStartsAt: startsAt,
  now: edge,
  refundPolicy: 'full-if-not-matched',
  cancellationPolicy: 'flexible',
  ...overrides,
});

describe('refundFor', () => {
  it.each([
    // cancellation policy, refund policy, at the edge, just after it
    ['flexible', 'full-if-not-matched', 4500, 0],
    ['moderate', 'full-if-not-matched', 2250, 0],
    ['strict', 'full-if-not-matched', 0, 0],
    ['flexible', '50-percent-cancel', 2250, 0],
    ['moderate', '50-percent-cancel', 2250, 0],
    ['strict', '50-percent-cancel', 0, 0],
    ['flexible', 'no-refunds-after-confirmation', 0, 0],
    ['moderate', 'no-refunds-after-confirmation', 0, 0],
    ['strict', 'no-refunds-after-confirmation', 0, 0],
  ] as const)(
    '%s with %s: %i at exactly 48 hours before, %i a millisecond later',
    (cancellation, refund, atEdge, after) => {
      const asked = { cancellationPolicy: cancellation, refundPolicy: refund } as const;
      expect(refundFor(question({ ...asked, now: edge })).amountCents).toBe(atEdge);
      expect(refundFor(question({ ...asked, now: justAfter })).amountCents).toBe(after);
    },
  );

  it('covers every policy the hosting rules offer', () => {
    expect(cancellationPolicies).toEqual(['flexible', 'moderate', 'strict']);
    expect(refundPolicies).toEqual(['full-if-not-matched', '50-percent-cancel', 'no-refunds-after-confirmation']);
  });

  it('gives everything back when the member was not matched or the event was called off, whatever the policies', () => {
    for (const cancellationPolicy of cancellationPolicies) {
      for (const refundPolicy of refundPolicies) {
        for (const reason of ['not-matched', 'event-cancelled'] as const) {
          expect(refundFor(question({ reason, cancellationPolicy, refundPolicy, now: startsAt })).amountCents).toBe(
            4500,
          );
        }
      }
    }
  });

  it('gives everything back to a member who cancels before the group is confirmed (nothing was taken)', () => {
    const answer = refundFor(
      question({ cancellationPolicy: 'strict', refundPolicy: 'no-refunds-after-confirmation', confirmedAt: null }),
    );
    expect(answer).toMatchObject({ percent: 100, amountCents: 4500 });
  });

  it('rounds half of an odd amount down to the cent', () => {
    expect(refundFor(question({ paidCents: 4501, cancellationPolicy: 'moderate' })).amountCents).toBe(2250);
  });

  it('names the rule that decided', () => {
    expect(refundFor(question({})).rule).toBe('Flexible: Full refund until 48 hours before the event.');
    expect(refundFor(question({ now: justAfter })).rule).toBe('Flexible: no refund within 48 hours of the event.');
    expect(refundFor(question({ cancellationPolicy: 'strict' })).rule).toBe('Strict: no refund after confirmation.');
    expect(refundFor(question({ refundPolicy: '50-percent-cancel' })).rule).toBe('50 % back on cancellation.');
  });
});
