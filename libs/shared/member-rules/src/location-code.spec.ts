import { describe, expect, it } from '@jest/globals';
import { sameLocation, toLongLocation, toShortLocation } from './location-code.js';

describe('location codes', () => {
  it('rewrites Toronto between its long and short forms', () => {
    expect(toShortLocation('Canada:Ontario:Toronto')).toBe('CA:ON:Toronto');
    expect(toLongLocation('CA:ON:Toronto')).toBe('Canada:Ontario:Toronto');
  });

  it('rewrites British Columbia too, and leaves values already in the wanted form alone', () => {
    expect(toShortLocation('Canada:British Columbia:Revelstoke')).toBe('CA:BC:Revelstoke');
    expect(toLongLocation('CA:BC:Vancouver')).toBe('Canada:British Columbia:Vancouver');
    expect(toShortLocation('CA:ON:Toronto')).toBe('CA:ON:Toronto');
    expect(toLongLocation('Canada:Ontario:Toronto')).toBe('Canada:Ontario:Toronto');
  });

  it('keeps what is not a three-part code', () => {
    expect(toShortLocation('other')).toBe('other');
    expect(toLongLocation(' M5V 2T6 ')).toBe('M5V 2T6');
    expect(toLongLocation('constructor:__proto__:x')).toBe('constructor:__proto__:x');
  });

  it('compares locations whatever their form', () => {
    expect(sameLocation('Canada:Ontario:Toronto', 'CA:ON:Toronto')).toBe(true);
    expect(sameLocation('CA:ON:Toronto', 'CA:BC:Vancouver')).toBe(false);
  });
});
