/** The profile view's slider (spec 3 §2.3): six levels, 0-5, starting at 1. */
export const pickLevels = [
  'Not Interested',
  'Neutral',
  'Potential Friendship',
  'Curious',
  'Attracted',
  'Perfect Match',
] as const;

export const initialLevel = 1;
/** Picks count towards a group from 'Potential Friendship'. */
export const countingLevel = 2;
/** Fewer picks than this earns a nudge before the deadline. */
export const nudgeBelow = 3;

/** The background tint of each level: cool and quiet at the bottom, warm at the top. */
export const levelTints = [
  'var(--color-light-gray)',
  'var(--color-bg-secondary)',
  'var(--color-success)',
  'var(--color-accent-light)',
  'var(--color-accent)',
  'var(--color-accent-dark)',
] as const;

export function clampLevel(level: number): number {
  return Math.max(0, Math.min(pickLevels.length - 1, Math.round(level)));
}

/** The candidate after `currentId` in the list, going round to the first after the last. */
export function nextInCycle<T extends { id: string }>(items: readonly T[], currentId: string): T | null {
  if (items.length === 0) return null;
  const index = items.findIndex((item) => item.id === currentId);
  return items[(index + 1) % items.length] ?? null;
}
