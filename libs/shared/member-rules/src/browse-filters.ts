import { type AgeBand, ageBands, ageFilterExtras, profileCardMaximumAge } from './age-bands.js';

/**
 * The age filter's choices (spec 1 §9): the bands from the early 20s to the late 60s, then 70, 80
 * and 90+. The web offers them and the api reads the same ids.
 */
export const ageFilterOptions: readonly AgeBand[] = [
  ...ageBands.filter((band) => band.min >= 20 && band.max < 70),
  ...ageFilterExtras.map((range) => ({
    id: `${range.min}s`,
    label: range.max === null ? `${range.min}+` : String(range.min),
    min: range.min,
    max: range.max ?? profileCardMaximumAge,
  })),
];

/** Spec 1 §9: the member's own bucket and the ones beside it (25 when the age is unknown). */
export function defaultAgeFilter(age: number | null | undefined): string[] {
  const own = Math.max(20, age ?? 25);
  const index = ageFilterOptions.findIndex((option) => own >= option.min && own <= option.max);
  const at = index < 0 ? ageFilterOptions.length - 1 : index;
  return ageFilterOptions.slice(Math.max(0, at - 1), at + 2).map((option) => option.id);
}

/** The ages the chosen filter ids cover, merged into as few ranges as possible; unknown ids are null. */
export function ageRangesOf(ids: readonly string[]): { min: number; max: number }[] | null {
  const chosen: { min: number; max: number }[] = [];
  for (const id of ids) {
    const option = ageFilterOptions.find((candidate) => candidate.id === id);
    if (!option) return null;
    chosen.push({ min: option.min, max: option.max });
  }
  chosen.sort((a, b) => a.min - b.min || a.max - b.max);
  const merged: { min: number; max: number }[] = [];
  for (const range of chosen) {
    const last = merged[merged.length - 1];
    if (last && range.min <= last.max + 1) last.max = Math.max(last.max, range.max);
    else merged.push({ ...range });
  }
  return merged;
}

/** How many cards a browse page holds: small enough for a phone, large enough to fill a desktop. */
export const browsePageSize = { min: 24, max: 48, default: 24 } as const;

/**
 * The browse query's parameters, as the api reads them and the web keeps them in the address:
 * lists travel comma-separated (`age=early-30s,mid-30s`).
 */
export const browseParams = {
  location: 'location',
  cursor: 'cursor',
  limit: 'limit',
  age: 'age',
  sex: 'sex',
  neighborhood: 'neighborhood',
  interest: 'interest',
  dailyVideo: 'dailyVideo',
} as const;

/** Splits a comma-separated list parameter; empty items are dropped. */
export function listParam(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
