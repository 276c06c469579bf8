import { describe, expect, it } from 'vitest';
import { aPublicFormat } from '../testing/hosting-builders';
import { shareCardOf } from './share-card';

describe('shareCardOf', () => {
  it('says when, where, how much and who, then what', () => {
    const card = shareCardOf(aPublicFormat({ format: 'Dumplings & "friends"' }));
    expect(card.title).toBe('Dumplings & "friends"');
    expect(card.description).toBe(
      'Fri, Dec 18 · Kensington Market, Toronto · $45 per person · hosted by Maya. We fold dumplings together, steam them and eat them around one table.',
    );
  });

  it('keeps the description short, and leaves out what a format does not say', () => {
    const card = shareCardOf(aPublicFormat({ description: 'word '.repeat(100), hostFirstName: null, nextDate: null }));
    expect(card.description.length).toBeLessThanOrEqual(200);
    expect(card.description.startsWith('Kensington Market, Toronto · $45 per person. word word')).toBe(true);
    expect(card.description.endsWith('…')).toBe(true);
  });
});
