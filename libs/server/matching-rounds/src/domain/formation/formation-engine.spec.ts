import { describe, expect, it } from '@jest/globals';
import { aMember, anInput, cliquePicks, mutualPicks } from '../../testing/index.js';
import { formGroups } from './formation-engine.js';
import { InvalidFormationInputError } from './formation.errors.js';
import type { FormationInput } from './formation-input.js';
import { validateFormation } from './formation-validator.js';

async function form(input: FormationInput) {
  // A round budget rather than the clock: the same result on a fast or a loaded machine.
  const result = await formGroups(input, { mode: 'heuristic', timeLimitMs: 60_000, iterationLimit: 300 });
  expect(validateFormation(input, result.output)).toEqual([]);
  return result;
}

const sorted = (ids: readonly string[]): string[] => [...ids].sort();

describe('formGroups', () => {
  it('finds a planted 4-clique among members with one-sided and low-level picks', async () => {
    const clique = ['c1', 'c2', 'c3', 'c4'];
    const others = ['x1', 'x2', 'x3', 'x4', 'x5'];
    const picks = [
      ...cliquePicks(clique),
      ...others.flatMap((id, k) => [
        { from: id, to: clique[k % 4]!, level: 5 },
        { from: id, to: others[(k + 1) % others.length]!, level: 3 },
        { from: others[(k + 1) % others.length]!, to: id, level: 1 },
      ]),
    ];
    const input = anInput({ members: [...clique, ...others].map((id) => aMember(id)), picks });
    const result = await form(input);
    expect(result.output.groups.map((group) => sorted(group.members))).toEqual([clique]);
    expect(result.output.groups[0]).toMatchObject({ slot: 'sat-09', neighborhood: 'downtown' });
    expect(sorted(result.output.unplaced)).toEqual(others);
    expect(result.score).toEqual({ placed: 4, edges: 6, waited: 0 });
    expect(result.optimal).toBe(true);
  });

  it('never places a member without a mutual pick', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const picks = [...cliquePicks(ids.slice(0, 4)), { from: 'e', to: 'a', level: 5 }, { from: 'a', to: 'e', level: 1 }];
    const result = await form(anInput({ members: ids.map((id) => aMember(id)), picks }));
    expect(result.output.unplaced).toEqual(['e']);
    expect(result.stats.eligible).toBe(4);
  });

  it('never puts a blocked pair together, even when that costs a group', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const input = anInput({
      members: ids.map((id) => aMember(id)),
      picks: cliquePicks(ids),
      blocks: [
        { from: 'a', to: 'b' },
        { from: 'c', to: 'a' },
      ],
    });
    const result = await form(input);
    expect(result.score.placed).toBe(8);
    for (const group of result.output.groups) {
      expect(group.members.includes('a') && group.members.includes('b')).toBe(false);
      expect(group.members.includes('a') && group.members.includes('c')).toBe(false);
    }
  });

  it('balances genders and requires a venue when asked', async () => {
    const ids = ['f1', 'f2', 'f3', 'f4', 'm1', 'm2'];
    const members = ids.map((id) =>
      aMember(id, { sex: id.startsWith('f') ? 'female' : 'male', hasVenue: id === 'm2' }),
    );
    const balanced = await form(anInput({ members, picks: cliquePicks(ids), genderBalance: true }));
    const group = balanced.output.groups[0]!.members;
    expect(balanced.output.groups).toHaveLength(1);
    expect(group.filter((id) => id.startsWith('f')).length - group.filter((id) => id.startsWith('m')).length).toBe(1);

    const withoutVenue = await form(
      anInput({
        members: members.map((m) => ({ ...m, hasVenue: false })),
        picks: cliquePicks(ids),
        requireVenue: true,
      }),
    );
    expect(withoutVenue.output.groups).toEqual([]);
    const withVenue = await form(anInput({ members, picks: cliquePicks(ids), requireVenue: true }));
    expect(withVenue.output.groups[0]!.members).toContain('m2');
  });

  it('keeps ages within the spread', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const members = ids.map((id, k) => aMember(id, { age: k < 4 ? 30 + k : 60 }));
    const result = await form(anInput({ members, picks: cliquePicks(ids), maxAgeSpread: 10 }));
    expect(result.output.groups.map((group) => sorted(group.members))).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('needs a shared slot and neighbourhood, and names them', async () => {
    const members = [
      aMember('a', { slots: ['sun-11', 'sat-09'], neighborhoods: ['harbour', 'downtown'] }),
      aMember('b', { slots: ['sun-11', 'sat-09'], neighborhoods: ['anywhere'] }),
      aMember('c', { slots: ['sat-09', 'sun-11'], neighborhoods: ['harbour', 'downtown'] }),
      aMember('d', { slots: ['sun-11'], neighborhoods: ['harbour'] }),
      aMember('e', { slots: ['fri-19'], neighborhoods: ['harbour'] }),
    ];
    const result = await form(anInput({ members, picks: cliquePicks(['a', 'b', 'c', 'd', 'e']) }));
    expect(result.output.groups).toEqual([{ members: expect.any(Array), slot: 'sun-11', neighborhood: 'harbour' }]);
    expect(result.output.unplaced).toEqual(['e']);
  });

  it('meets "anywhere" only when every member accepts any neighbourhood', async () => {
    const ids = ['a', 'b', 'c', 'd'];
    const members = ids.map((id) => aMember(id, { neighborhoods: ['anywhere'] }));
    const result = await form(anInput({ members, picks: cliquePicks(ids) }));
    expect(result.output.groups[0]!.neighborhood).toBe('anywhere');
  });

  it('places more members before adding edges, and prefers those who waited longer', async () => {
    // A 5-clique plus a pendant: placing all six in one group beats the denser group of five.
    const ids = ['a', 'b', 'c', 'd', 'e', 'p'];
    const picks = [...cliquePicks(ids.slice(0, 5)), ...mutualPicks([['a', 'p']])];
    const all = await form(anInput({ members: ids.map((id) => aMember(id)), picks }));
    expect(all.score.placed).toBe(6);
    // Groups of at most 4 out of a 5-clique: the one who waited longest is in.
    const waited = ids.slice(0, 5).map((id) => aMember(id, { roundsWaited: id === 'e' ? 3 : 0 }));
    const fair = await form(
      anInput({ groupSize: { min: 4, max: 4 }, members: waited, picks: cliquePicks(ids.slice(0, 5)) }),
    );
    expect(fair.output.groups[0]!.members).toContain('e');
  });

  it('refuses an impossible group size and duplicate members', async () => {
    await expect(formGroups(anInput({ groupSize: { min: 1, max: 4 } }))).rejects.toThrow(InvalidFormationInputError);
    await expect(formGroups(anInput({ members: [aMember('a'), aMember('a')] }))).rejects.toThrow(
      InvalidFormationInputError,
    );
  });
});
