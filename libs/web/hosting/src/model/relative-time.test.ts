import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-25T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo (spec 3 §9: minutes, hours, days, weeks ago)', () => {
  it.each([
    [30_000, 'just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3600_000, '23 hours ago'],
    [24 * 3600_000, '1 day ago'],
    [6 * 86_400_000, '6 days ago'],
    [7 * 86_400_000, '1 week ago'],
    [30 * 86_400_000, '4 weeks ago'],
  ])('%i ms before is "%s"', (ms, text) => {
    expect(timeAgo(before(ms), now)).toBe(text);
  });

  it('reads a time a little ahead of the clock as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
  });
});
