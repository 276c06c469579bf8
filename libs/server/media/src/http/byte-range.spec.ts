import { describe, expect, it } from '@jest/globals';
import { parseByteRange } from './byte-range.js';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=0-0', { start: 0, end: 0 }],
  ])('reads %s', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each([['bytes=1000-'], ['bytes=5000-6000'], ['bytes=-0']])('refuses %s as unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([[undefined], [''], ['bytes=-'], ['bytes=5-2'], ['items=0-5'], ['bytes=0-5,10-20'], ['bytes=x-y']])(
    'sends the whole file for %s',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    },
  );

  it('has nothing to give from an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
