import { describe, expect, it } from '@jest/globals';
import {
  dollarsToCents,
  feeSplit,
  formatCents,
  formatDollars,
  processingEstimateCents,
  ticketPriceProblem,
} from './money.js';

describe('ticket prices', () => {
  it.each([
    [5, false],
    [10, true],
    [45, true],
    [47, false],
    [500, true],
    [505, false],
  ])('$%d is allowed: %s', (dollars, allowed) => {
    expect(ticketPriceProblem(dollarsToCents(dollars)) === null).toBe(allowed);
  });

  it('refuses cents that are not whole dollars, and non-numbers', () => {
    expect(ticketPriceProblem(4550)).toBe('The ticket price is $10 to $500, in steps of $5.');
    expect(ticketPriceProblem(Number.NaN)).not.toBeNull();
    expect(ticketPriceProblem(1000.5)).not.toBeNull();
  });
});

describe('the fee split', () => {
  it('gives the host 80 % and the platform 20 %', () => {
    expect(feeSplit(4500)).toEqual({ priceCents: 4500, hostEarningsCents: 3600, platformFeeCents: 900 });
  });

  it('always adds up to the price, to the cent', () => {
    for (const price of [1, 3, 999, 1001, 12345, 50000]) {
      const { hostEarningsCents, platformFeeCents } = feeSplit(price);
      expect(hostEarningsCents + platformFeeCents).toBe(price);
    }
    expect(feeSplit(1003)).toEqual({ priceCents: 1003, hostEarningsCents: 802, platformFeeCents: 201 });
  });
});

describe('the processing estimate', () => {
  it('is 2.9 % plus 30 cents, rounded to the cent', () => {
    expect(processingEstimateCents(4500)).toBe(161); // 130.5 → 131, + 30
    expect(processingEstimateCents(1000)).toBe(59);
    expect(processingEstimateCents(50000)).toBe(1480);
    expect(processingEstimateCents(0)).toBe(0);
  });
});

describe('showing amounts', () => {
  it('uses US dollars without decimals, rounding down', () => {
    expect(formatDollars(4500)).toBe('$45');
    expect(formatDollars(3699)).toBe('$36');
    expect(formatDollars(1234500)).toBe('$12,345');
  });

  it('shows the cents of a figure that has them, such as the processing estimate', () => {
    expect(formatCents(processingEstimateCents(1000))).toBe('$0.59');
    expect(formatCents(processingEstimateCents(4500))).toBe('$1.61');
    expect(formatCents(4500)).toBe('$45.00');
  });
});
