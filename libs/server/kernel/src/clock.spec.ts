import { describe, expect, it } from '@jest/globals';
import { FixedClock } from './clock.js';

describe('FixedClock', () => {
  it('moves only when advanced', () => {
    const clock = new FixedClock(new Date('2025-01-15T12:00:00Z'));
    expect(clock.now().toISOString()).toBe('2025-01-15T12:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2025-01-15T12:01:00.000Z');
  });

  it('hands out copies, so callers cannot move it', () => {
    const clock = new FixedClock();
    clock.now().setFullYear(1999);
    expect(clock.now().getFullYear()).toBe(2025);
  });
});
