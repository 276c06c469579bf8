import { describe, expect, it } from '@jest/globals';
import { aMember, anInput, cliquePicks, mutualPicks } from '../../testing/index.js';
import type { FormationInput } from './formation-input.js';
import type { FormationOutput } from './formation-output.js';
import { validateFormation } from './formation-validator.js';

const ids = ['a', 'b', 'c', 'd'];
const base = anInput({ members: ids.map((id) => aMember(id)), picks: cliquePicks(ids) });
const oneGroup: FormationOutput = {
  groups: [{ members: ids, slot: 'sat-09', neighborhood: 'downtown' }],
  unplaced: [],
};

function rulesBroken(input: FormationInput, output: FormationOutput = oneGroup): string[] {
  return validateFormation(input, output).map((violation) => violation.rule);
}

describe('validateFormation', () => {
  it('accepts a valid formation', () => {
    expect(validateFormation(base, oneGroup)).toEqual([]);
  });

  it('requires a partition of the input members', () => {
    expect(rulesBroken(base, { groups: [], unplaced: ['a', 'b', 'c'] })).toEqual(['partition']);
    expect(rulesBroken(base, { ...oneGroup, unplaced: ['a'] })).toEqual(['partition']);
    expect(rulesBroken(base, { ...oneGroup, unplaced: ['stranger'] })).toEqual(['partition']);
  });

  it('checks the group size', () => {
    expect(rulesBroken({ ...base, groupSize: { min: 5, max: 6 } })).toEqual(['group-size']);
    expect(rulesBroken({ ...base, groupSize: { min: 2, max: 3 } })).toEqual(['group-size']);
  });

  it('requires mutual picks that connect every member, counting from level 2', () => {
    expect(
      rulesBroken({
        ...base,
        picks: mutualPicks([
          ['a', 'b'],
          ['c', 'd'],
        ]),
      }),
    ).toEqual(['connected']);
    const oneWay = base.picks.filter((pick) => !(pick.from === 'd' && pick.to !== 'd'));
    expect(rulesBroken({ ...base, picks: oneWay })).toEqual(['connected']);
    const low = base.picks.map((pick) => (pick.to === 'd' ? { ...pick, level: 1 } : pick));
    expect(rulesBroken({ ...base, picks: low })).toEqual(['connected']);
    const chain = mutualPicks([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
    ]);
    expect(rulesBroken({ ...base, picks: chain })).toEqual([]);
  });

  it('requires a shared slot and an accepted neighbourhood', () => {
    const members = [...base.members.slice(0, 3), aMember('d', { slots: ['sun-11'], neighborhoods: ['harbour'] })];
    expect(rulesBroken({ ...base, members })).toEqual(['slot', 'neighborhood']);
    const anywhere = [...base.members.slice(0, 3), aMember('d', { neighborhoods: ['anywhere'] })];
    expect(rulesBroken({ ...base, members: anywhere })).toEqual([]);
  });

  it('lets a group meet "anywhere" only when every member accepts any neighbourhood', () => {
    const output = { ...oneGroup, groups: [{ ...oneGroup.groups[0]!, neighborhood: 'anywhere' }] };
    expect(rulesBroken(base, output)).toEqual(['neighborhood', 'neighborhood', 'neighborhood', 'neighborhood']);
    const members = ids.map((id) => aMember(id, { neighborhoods: ['anywhere'] }));
    expect(rulesBroken({ ...base, members }, output)).toEqual([]);
  });

  it('rejects a blocked pair in either direction', () => {
    expect(rulesBroken({ ...base, blocks: [{ from: 'a', to: 'c' }] })).toEqual(['blocked']);
    expect(rulesBroken({ ...base, blocks: [{ from: 'c', to: 'a' }] })).toEqual(['blocked']);
    expect(rulesBroken({ ...base, blocks: [{ from: 'a', to: 'a' }] })).toEqual([]);
  });

  it('checks gender balance, venue and age spread when asked', () => {
    expect(rulesBroken({ ...base, genderBalance: true })).toEqual(['gender-balance']);
    const mixed = base.members.map((member, k) => ({ ...member, sex: k < 2 ? 'male' : 'female' }));
    expect(rulesBroken({ ...base, members: mixed, genderBalance: true })).toEqual([]);
    expect(rulesBroken({ ...base, requireVenue: true })).toEqual(['venue']);
    const venue = base.members.map((member, k) => ({ ...member, hasVenue: k === 0 }));
    expect(rulesBroken({ ...base, members: venue, requireVenue: true })).toEqual([]);
    const aged = base.members.map((member, k) => ({ ...member, age: 25 + k * 4 }));
    expect(rulesBroken({ ...base, members: aged, maxAgeSpread: 11 })).toEqual(['age-spread']);
    expect(rulesBroken({ ...base, members: aged, maxAgeSpread: 12 })).toEqual([]);
  });
});
