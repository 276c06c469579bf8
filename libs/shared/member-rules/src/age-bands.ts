/** A named slice of ages (spec 1 §9): each decade splits into early, mid and late. */
export interface AgeBand {
  id: string;
  label: string;
  min: number;
  max: number;
}

export interface AgeRange {
  min: number;
  /** null: no upper end ('80+'). */
  max: number | null;
}

export const minimumMemberAge = 20;
export const maximumMemberAge = 100;
/** Used where a member's minimum age is not known. */
export const defaultMinimumAge = 25;
/** The last band reaches 100, or 120 on profile cards. */
export const profileCardMaximumAge = 120;

function decade(start: number): AgeBand[] {
  const name = `${start}s`;
  return [
    { id: `early-${name}`, label: `early ${name}`, min: start, max: start + 4 },
    { id: `mid-${name}`, label: `mid ${name}`, min: start + 5, max: start + 7 },
    { id: `late-${name}`, label: `late ${name}`, min: start + 8, max: start + 9 },
  ];
}

export const ageBands: readonly AgeBand[] = [
  { id: 'teens', label: 'teens', min: 13, max: 19 },
  ...decade(20),
  ...decade(30),
  ...decade(40),
  ...decade(50),
  ...decade(60),
  { id: '70-plus', label: '70+', min: 70, max: maximumMemberAge },
];

/** The wider ranges offered for older members (spec 1 §9). */
export const olderAgeRanges: readonly AgeRange[] = [
  { min: 20, max: 28 },
  { min: 23, max: 31 },
  { min: 27, max: 34 },
  { min: 30, max: 38 },
  { min: 33, max: 41 },
  { min: 37, max: 44 },
  { min: 40, max: 48 },
  { min: 43, max: 51 },
  { min: 47, max: 54 },
  { min: 50, max: 58 },
  { min: 53, max: 61 },
  { min: 57, max: 70 },
  { min: 60, max: 80 },
  { min: 70, max: 90 },
  { min: 80, max: null },
];

/** The age filter's extra choices beyond the bands. */
export const ageFilterExtras: readonly AgeRange[] = [
  { min: 70, max: 79 },
  { min: 80, max: 89 },
  { min: 90, max: null },
];

/** The band an age falls in; on profile cards the last band runs to 120. */
export function ageBandOf(age: number, options: { profileCard?: boolean } = {}): AgeBand | null {
  if (!Number.isFinite(age)) return null;
  const whole = Math.floor(age);
  if (options.profileCard && whole > maximumMemberAge && whole <= profileCardMaximumAge) {
    return ageBands[ageBands.length - 1]!;
  }
  return ageBands.find((band) => whole >= band.min && whole <= band.max) ?? null;
}

export function ageBandById(id: string): AgeBand | null {
  return ageBands.find((band) => band.id === id) ?? null;
}

/** Every band from one to the other, both included, whichever order they come in. */
export function bandsBetween(firstId: string, secondId: string): AgeBand[] {
  const first = ageBands.findIndex((band) => band.id === firstId);
  const second = ageBands.findIndex((band) => band.id === secondId);
  if (first < 0 || second < 0) return [];
  const [from, to] = first <= second ? [first, second] : [second, first];
  return ageBands.slice(from, to + 1);
}

/** The ages a list of bands covers, as one range. */
export function rangeOfBands(bands: readonly AgeBand[]): { min: number; max: number } | null {
  if (bands.length === 0) return null;
  return { min: Math.min(...bands.map((band) => band.min)), max: Math.max(...bands.map((band) => band.max)) };
}

/** The browse filter's default: the member's own band and the ones next to it. */
export function defaultBrowseBands(age: number | null | undefined): AgeBand[] {
  const own = ageBandOf(age ?? defaultMinimumAge) ?? ageBandOf(defaultMinimumAge)!;
  const index = ageBands.indexOf(own);
  return ageBands.slice(Math.max(0, index - 1), index + 2);
}

/** The vibe check's age-range picker: a start, then an end (swapped if earlier); a third pick restarts. */
export interface AgeRangeSelection {
  start: string | null;
  end: string | null;
}

export const emptyAgeRangeSelection: AgeRangeSelection = { start: null, end: null };

export function pickAgeBand(selection: AgeRangeSelection, bandId: string): AgeRangeSelection {
  if (!ageBandById(bandId)) return selection;
  if (selection.start === null || selection.end !== null) return { start: bandId, end: null };
  const start = ageBands.findIndex((band) => band.id === selection.start);
  const picked = ageBands.findIndex((band) => band.id === bandId);
  return picked < start ? { start: bandId, end: selection.start } : { start: selection.start, end: bandId };
}

/** Continue is possible once a start is chosen; the result is every band between the picks. */
export function selectedBands(selection: AgeRangeSelection): AgeBand[] {
  if (selection.start === null) return [];
  return bandsBetween(selection.start, selection.end ?? selection.start);
}
