/** Spec 1 §2.5 and §9: the profile shows 5 chips. */
export const visibleChipCount = 5;

/**
 * Which chips show before "+N": five; but with exactly six interests, three and '+3' (the spec's
 * rule, so the button never stands for a single hidden chip).
 */
export function chipsToShow<T>(items: readonly T[]): { shown: T[]; hidden: number } {
  const count = items.length === visibleChipCount + 1 ? 3 : Math.min(items.length, visibleChipCount);
  return { shown: items.slice(0, count), hidden: items.length - count };
}
