import { expect, it } from '@jest/globals';
import { groupSizeWord, optimalParticipants } from './group-size.js';
import { sharingRange } from './sharing-tips.js';

it.each([
  [4, 4, 'intimate'],
  [4, 5, 'ideal'],
  [8, 8, 'ideal'],
  [8, 9, 'lively'],
  [8, 16, 'lively'],
  [8, 17, 'party'],
])('a group of %d-%d is %s', (min, max, word) => {
  expect(groupSizeWord(min, max)).toBe(word);
});

it('sets the optimal size to the midpoint', () => {
  expect(optimalParticipants(4, 10)).toBe(7);
  expect(optimalParticipants(4, 8)).toBe(6);
});

it.each([
  [3, 'short'],
  [5, 'short'],
  [6, 'medium'],
  [10, 'medium'],
  [11, 'long'],
  [21, 'long'],
])('%d days of interest give %s sharing tips', (days, range) => {
  expect(sharingRange(days)).toBe(range);
});
