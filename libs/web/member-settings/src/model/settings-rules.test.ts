import { describe, expect, it } from 'vitest';
import { blocksNewInvite, parseIdealAgeRange, thumbnailColumns, tidyBucketList } from './settings-rules';

const now = new Date('2026-11-22T12:00:00Z');
const invite = (days: number, maxUses: number, usageCount: number) => ({
  id: 'ADA-1',
  expirationDate: new Date(now.getTime() + days * 86_400_000).toISOString(),
  maxUses,
  usageCount,
});

describe('member settings rules (spec 3 §4-§5)', () => {
  it('blocks a new invite while one expires after 7 days with more than 2 uses left', () => {
    expect(blocksNewInvite(invite(30, 5, 0), now)).toBe(true);
    expect(blocksNewInvite(invite(30, 5, 3), now)).toBe(false);
    expect(blocksNewInvite(invite(7, 5, 0), now)).toBe(false);
    expect(blocksNewInvite(invite(8, 5, 2), now)).toBe(true);
  });

  it('trims the bucket list, drops empties and duplicates', () => {
    expect(tidyBucketList(['  see the aurora ', '', 'see the aurora', 'learn to surf', '   '])).toEqual([
      'see the aurora',
      'learn to surf',
    ]);
  });

  it("reads the ideal age range 'min-max', ignoring anything else", () => {
    expect(parseIdealAgeRange('28-37')).toEqual({ min: 28, max: 37 });
    expect(parseIdealAgeRange(' 30 - 30 ')).toEqual({ min: 30, max: 30 });
    expect(parseIdealAgeRange('37-28')).toBeNull();
    expect(parseIdealAgeRange('-1-20')).toBeNull();
    expect(parseIdealAgeRange('thirty-forty')).toBeNull();
    expect(parseIdealAgeRange(30)).toBeNull();
  });

  it('lays thumbnails in 4 columns when the count divides by 4, else 3', () => {
    expect(thumbnailColumns(4)).toBe(4);
    expect(thumbnailColumns(8)).toBe(4);
    expect(thumbnailColumns(5)).toBe(3);
    expect(thumbnailColumns(0)).toBe(3);
  });
});
