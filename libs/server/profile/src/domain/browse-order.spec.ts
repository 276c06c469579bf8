import { describe, expect, it } from '@jest/globals';
import { InvalidBrowseCursorError } from './profile.errors.js';
import {
  decodeCursor,
  encodeCursor,
  segmentAt,
  segmentCount,
  shuffleSpace,
  startPointOf,
  waitedTierOf,
} from './browse-order.js';

const userId = '0194b1a2-0000-7000-8000-000000000001';

describe('the fair browse order', () => {
  it('reads the longest-waiting tier first, each from the start point up and then below it', () => {
    expect(Array.from({ length: segmentCount }, (_, index) => segmentAt(index))).toEqual([
      { index: 0, tier: 3, half: 'from' },
      { index: 1, tier: 3, half: 'below' },
      { index: 2, tier: 2, half: 'from' },
      { index: 3, tier: 2, half: 'below' },
      { index: 4, tier: 1, half: 'from' },
      { index: 5, tier: 1, half: 'below' },
      { index: 6, tier: 0, half: 'from' },
      { index: 7, tier: 0, half: 'below' },
    ]);
    expect(() => segmentAt(8)).toThrow(RangeError);
  });

  it('counts rounds waited in tiers of 0 to 3', () => {
    expect([0, 1, 2, 3, 7, -1].map(waitedTierOf)).toEqual([0, 1, 2, 3, 3, 0]);
  });

  it('starts every viewer somewhere else, the same all day, elsewhere the next day', () => {
    const today = startPointOf(userId, '2026-11-26');
    expect(startPointOf(userId, '2026-11-26')).toBe(today);
    expect(startPointOf(userId, '2026-11-27')).not.toBe(today);
    const starts = new Set(Array.from({ length: 200 }, (_, n) => startPointOf(`viewer-${n}`, '2026-11-26')));
    expect(starts.size).toBe(200);
    for (const start of starts) expect(start).toBeLessThan(shuffleSpace);
    // Spread over the ring: each quarter gets a fair share of 200 viewers.
    const quarters = [0, 0, 0, 0];
    for (const start of starts) quarters[Math.floor(start / (shuffleSpace / 4))]! += 1;
    for (const count of quarters) expect(count).toBeGreaterThan(30);
  });

  it('hands out cursors it reads back and refuses anything else', () => {
    const position = { start: 123, segment: 5, shuffle: shuffleSpace - 1, userId };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'x',
      forge({ start: 1 }),
      forge([2, 1, 0, 1, userId]),
      forge([1, -1, 0, 1, userId]),
      forge([1, 1, 8, 1, userId]),
      forge([1, 1, 0, 1.5, userId]),
      forge([1, 1, 0, shuffleSpace, userId]),
      forge([1, 1, 0, 1, 'nobody']),
    ]) {
      expect(() => decodeCursor(bad)).toThrow(InvalidBrowseCursorError);
    }
  });
});
