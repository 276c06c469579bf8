import { expect, it } from '@jest/globals';
import { Pick, pickLevels } from './pick.entity.js';

const now = new Date('2026-11-22T12:00:00Z');

it('has the six levels of the profile slider', () => {
  expect(pickLevels).toEqual([
    'Not Interested',
    'Neutral',
    'Potential Friendship',
    'Curious',
    'Attracted',
    'Perfect Match',
  ]);
});

it('counts from Potential Friendship, and means romance from Attracted unless told otherwise', () => {
  const levels = [0, 1, 2, 3, 4, 5].map((level) => Pick.make('r', 'a', 'b', { level }, now));
  expect(levels.map((pick) => pick.counts())).toEqual([false, false, true, true, true, true]);
  expect(levels.map((pick) => pick.romance)).toEqual([false, false, false, false, true, true]);
  expect(Pick.make('r', 'a', 'b', { level: 5, romance: false }, now).romance).toBe(false);
  expect(Pick.make('r', 'a', 'b', { level: 2, romance: true }, now).romance).toBe(true);
});

it('refuses levels outside 0-5 and picking oneself', () => {
  for (const level of [-1, 6, 2.5, Number.NaN]) {
    expect(() => Pick.make('r', 'a', 'b', { level }, now)).toThrow('A pick level is a whole number from 0 to 5.');
  }
  expect(() => Pick.make('r', 'a', 'a', { level: 3 }, now)).toThrow('You cannot pick yourself.');
});
