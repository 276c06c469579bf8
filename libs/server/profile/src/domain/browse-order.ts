import { isId } from '@ember/kernel';
import { InvalidBrowseCursorError } from './profile.errors.js';

/**
 * The fair order of a browse list. Members who waited more rounds without a group come first
 * (four tiers: 3 or more rounds, 2, 1, none). Inside a tier everyone sits on a ring by a fixed
 * shuffle key, and each viewer starts reading the ring at a point of their own that moves every
 * day, then wraps around: no face is always on top, and a viewer's list is the same from one
 * request to the next on a given day.
 *
 * The list is therefore read as eight segments, in order: for each tier, the keys from the start
 * point up, then the keys below it. Each segment is a range of one index, so a page is cut
 * without sorting the city.
 */
export const waitedTiers = [3, 2, 1, 0] as const;
export const segmentCount = waitedTiers.length * 2;
/** Shuffle keys are 31-bit: they fit PostgreSQL's integer. */
export const shuffleSpace = 2 ** 31;

export interface Segment {
  index: number;
  tier: number;
  /** Keys from the start point up (`from`), or below it (`below`). */
  half: 'from' | 'below';
}

export function segmentAt(index: number): Segment {
  const tier = waitedTiers[Math.floor(index / 2)];
  if (tier === undefined) throw new RangeError(`no browse segment ${index}`);
  return { index, tier, half: index % 2 === 0 ? 'from' : 'below' };
}

/** The tier of a member who waited this many rounds without being placed in a group. */
export function waitedTierOf(roundsWaited: number): number {
  return Math.max(0, Math.min(3, Math.floor(roundsWaited)));
}

/** Where a viewer starts reading the ring on a day (UTC date, e.g. '2026-11-26'). */
export function startPointOf(viewerId: string, day: string): number {
  // FNV-1a: stable across processes and releases, unlike a random seed.
  let hash = 0x811c9dc5;
  for (const char of `${viewerId}|${day}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % shuffleSpace;
}

/** The last card of a page: the next page starts after it. */
export interface BrowsePosition {
  start: number;
  segment: number;
  shuffle: number;
  userId: string;
}

const cursorVersion = 1;

/** The next page's cursor: opaque to the client, it carries the start point so a day's turn mid-list changes nothing. */
export function encodeCursor(position: BrowsePosition): string {
  const { start, segment, shuffle, userId } = position;
  return Buffer.from(JSON.stringify([cursorVersion, start, segment, shuffle, userId])).toString('base64url');
}

export function decodeCursor(cursor: string): BrowsePosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidBrowseCursorError();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5 || parsed[0] !== cursorVersion)
    throw new InvalidBrowseCursorError();
  const [, start, segment, shuffle, userId] = parsed as unknown[];
  const inSpace = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < shuffleSpace;
  if (!inSpace(start) || !inSpace(shuffle)) throw new InvalidBrowseCursorError();
  if (typeof segment !== 'number' || !Number.isInteger(segment) || segment < 0 || segment >= segmentCount) {
    throw new InvalidBrowseCursorError();
  }
  if (typeof userId !== 'string' || !isId(userId)) throw new InvalidBrowseCursorError();
  return { start, segment, shuffle, userId };
}
