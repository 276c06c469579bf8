import { describe, expect, it } from 'vitest';
import { importedText, isIncomplete, tidyInterestText } from '@ember/interest-import';
import { chipsToShow } from '@ember/ui';

const names = (count: number) => Array.from({ length: count }, (_, index) => `interest ${index + 1}`);

describe('profile chips (spec 1 §2.5)', () => {
  it.each([
    [3, 3, 0],
    [5, 5, 0],
    [6, 3, 3],
    [7, 5, 2],
  ])('with %i interests shows %i and hides %i', (count, shown, hidden) => {
    const result = chipsToShow(names(count));
    expect(result.shown).toHaveLength(shown);
    expect(result.hidden).toBe(hidden);
  });
});

describe('interest texts', () => {
  it('trims and cuts to 150 characters', () => {
    expect(tidyInterestText(`  ${'x'.repeat(160)}  `)).toHaveLength(150);
    expect(importedText('too short')).toBe('');
    expect(isIncomplete({ lookingFor: 'something', contribute: '  ' })).toBe(true);
  });
});
