import { pickLevels } from '@ember/member-rules';

export { countingPickLevel, initialPickLevel, pickLevels } from '@ember/member-rules';

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
