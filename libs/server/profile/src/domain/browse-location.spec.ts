import { describe, expect, it } from '@jest/globals';
import { browseLocationKey, isOtherLocation } from './browse-location.js';

describe('browse places', () => {
  it('makes one place of a named city whatever its form or case', () => {
    expect(browseLocationKey('Canada:Ontario:Toronto', null)).toBe('ca:on:toronto');
    expect(browseLocationKey('CA:ON:Toronto', 'ignored')).toBe('ca:on:toronto');
  });

  it("keeps 'other' cities apart by the name typed", () => {
    expect(browseLocationKey('other', '  Kelowna   BC ')).toBe('other:kelowna bc');
    expect(browseLocationKey('Other', 'Halifax')).toBe('other:halifax');
    expect(browseLocationKey('other', null)).toBe('other:');
    expect(isOtherLocation(' OTHER ')).toBe(true);
    expect(isOtherLocation('CA:ON:Toronto')).toBe(false);
  });
});
