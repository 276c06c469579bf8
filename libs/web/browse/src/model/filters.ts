import { ageBands, ageFilterExtras } from '@ember/member-rules';

export interface AgeFilterOption {
  id: string;
  label: string;
  min: number;
  max: number;
}

/**
 * The age filter (spec 1 §9): the bands from the early 20s to the late 60s, then 70, 80 and 90+.
 */
export const ageFilterOptions: readonly AgeFilterOption[] = [
  ...ageBands.filter((band) => band.min >= 20 && band.max < 70),
  ...ageFilterExtras.map((range) => ({
    id: `${range.min}s`,
    label: range.max === null ? `${range.min}+` : String(range.min),
    min: range.min,
    max: range.max ?? 120,
  })),
];

/** Spec 1 §9: the member's own bucket and the ones beside it (25 when the age is unknown). */
export function defaultAgeFilter(age: number | null | undefined): string[] {
  const own = Math.max(20, age ?? 25);
  const index = ageFilterOptions.findIndex((option) => own >= option.min && own <= option.max);
  const at = index < 0 ? ageFilterOptions.length - 1 : index;
  return ageFilterOptions.slice(Math.max(0, at - 1), at + 2).map((option) => option.id);
}

export type SexFilter = 'male' | 'female';

export interface BrowseFilters {
  ages: string[];
  sexes: SexFilter[];
  interests: string[];
}

interface Filterable {
  ageBand: { min: number; max: number } | null;
  sex: string;
  interests: { name: string }[];
}

/** A profile passes when it matches each filter that has a choice (an empty filter lets all through). */
export function matchesFilters(profile: Filterable, filters: BrowseFilters): boolean {
  if (filters.ages.length > 0) {
    const band = profile.ageBand;
    const ranges = ageFilterOptions.filter((option) => filters.ages.includes(option.id));
    if (!band || !ranges.some((range) => band.min <= range.max && band.max >= range.min)) return false;
  }
  if (filters.sexes.length > 0 && !filters.sexes.includes(profile.sex as SexFilter)) return false;
  if (filters.interests.length > 0) {
    const names = new Set(profile.interests.map((interest) => interest.name.toLowerCase()));
    if (!filters.interests.some((name) => names.has(name.toLowerCase()))) return false;
  }
  return true;
}
