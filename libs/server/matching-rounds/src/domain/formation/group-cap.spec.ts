import { describe, expect, it } from '@jest/globals';
import { aMember, anInput, cliquePicks } from '../../testing/index.js';
import { capGroups, scoreOf } from './group-cap.js';

const group = (members: string[]) => ({ members, slot: 'sat-09', neighborhood: 'downtown' });

describe('capGroups', () => {
  const small = ['a1', 'a2', 'a3', 'a4'];
  const large = ['b1', 'b2', 'b3', 'b4', 'b5'];
  const sparse = ['c1', 'c2', 'c3', 'c4'];
  const input = anInput({
    members: [...small, ...large, ...sparse].map((id) => aMember(id)),
    picks: [
      ...cliquePicks(small),
      ...cliquePicks(large),
      ...cliquePicks(['c1', 'c2']),
      ...cliquePicks(['c2', 'c3', 'c4']),
    ],
  });
  const output = { groups: [group(small), group(large), group(sparse)], unplaced: ['z'] };

  it('keeps the groups with the most members, then the most mutual edges, in their order', () => {
    const capped = capGroups(input, output, 2);
    expect(capped.groups.map((kept) => kept.members)).toEqual([small, large]);
    expect(capped.unplaced).toEqual(['z', ...sparse]);
  });

  it('changes nothing without a cap or within it', () => {
    expect(capGroups(input, output, null)).toBe(output);
    expect(capGroups(input, output, 3)).toBe(output);
  });

  it('scores the kept groups alone', () => {
    expect(scoreOf(input, [group(small), group(large)])).toEqual({ placed: 9, edges: 6 + 10, waited: 0 });
    expect(scoreOf(input, [group(sparse)])).toEqual({ placed: 4, edges: 1 + 3, waited: 0 });
  });
});
