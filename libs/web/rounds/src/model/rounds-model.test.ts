import { describe, expect, it } from 'vitest';
import { clampLevel, nextInCycle, pickLevels } from './pick-levels';
import { timeLeft } from './time-left';

describe('pick levels', () => {
  it('are the six of the profile slider, 0-5', () => {
    expect(pickLevels).toHaveLength(6);
    expect(pickLevels[1]).toBe('Neutral');
    expect([clampLevel(-2), clampLevel(7), clampLevel(2.4)]).toEqual([0, 5, 2]);
  });

  it('Next goes round the candidates', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(nextInCycle(list, 'a')?.id).toBe('b');
    expect(nextInCycle(list, 'c')?.id).toBe('a');
    expect(nextInCycle([], 'a')).toBeNull();
  });
});

describe('countdowns', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('counts down in days, hours, minutes and seconds, then shows zero', () => {
    expect(timeLeft('2026-11-24T16:12:05Z', now)).toBe('2d 4h 12m 5s');
    expect(timeLeft('2026-11-22T12:00:09Z', now)).toBe('9s');
    expect(timeLeft('2026-11-22T11:00:00Z', now)).toBe('0s');
  });
});
