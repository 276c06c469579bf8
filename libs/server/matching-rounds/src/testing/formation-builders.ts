import type { FormationInput, FormationMember, FormationPick } from '../domain/formation/formation-input.js';

/** A member available at 'sat-09' downtown, with overrides. */
export function aMember(id: string, overrides: Partial<FormationMember> = {}): FormationMember {
  return {
    id,
    sex: 'female',
    age: 30,
    slots: ['sat-09'],
    neighborhoods: ['downtown'],
    hasVenue: false,
    roundsWaited: 0,
    ...overrides,
  };
}

/** Picks at level 3 both ways between every listed pair: [['a', 'b'], ['b', 'c']]. */
export function mutualPicks(pairs: readonly (readonly [string, string])[]): FormationPick[] {
  return pairs.flatMap(([a, b]) => [
    { from: a, to: b, level: 3 },
    { from: b, to: a, level: 3 },
  ]);
}

/** Every pair of the listed members picks each other. */
export function cliquePicks(ids: readonly string[]): FormationPick[] {
  return mutualPicks(ids.flatMap((a, i) => ids.slice(i + 1).map((b): [string, string] => [a, b])));
}

/** An input with groups of 4-6, no optional rules, and no picks or blocks unless given. */
export function anInput(overrides: Partial<FormationInput> = {}): FormationInput {
  return {
    groupSize: { min: 4, max: 6 },
    genderBalance: false,
    requireVenue: false,
    maxAgeSpread: null,
    members: [],
    picks: [],
    blocks: [],
    ...overrides,
  };
}
