import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formGroups } from '../../domain/formation/formation-engine.js';
import { validateFormation } from '../../domain/formation/formation-validator.js';
import {
  aMember,
  anInput,
  bruteForceOptimum,
  cliquePicks,
  formationInputArbitrary,
  generatePool,
  mutualPicks,
} from '../../testing/index.js';
import { HighsPackingSolver } from './highs-packing-solver.js';

const solver = new HighsPackingSolver();
afterAll(() => solver.close());

describe('exact formation through HiGHS', () => {
  it('matches brute force on tiny instances', async () => {
    await fc.assert(
      fc.asyncProperty(formationInputArbitrary(9), async (input) => {
        const optimum = bruteForceOptimum(input);
        const exact = await formGroups(input, { mode: 'exact', solver });
        expect(validateFormation(input, exact.output)).toEqual([]);
        expect(exact.optimal).toBe(true);
        expect(exact.score).toEqual(optimum);
        // Every reported bound holds for the optimum: the combinatorial one alone, tightened by the
        // LP, and by the MILP's dual bound in the default mode.
        for (const options of [{ mode: 'heuristic' }, { mode: 'heuristic', solver }, { solver }] as const) {
          const { bound, score } = await formGroups(input, { ...options, timeLimitMs: 60_000, iterationLimit: 50 });
          expect(bound.placed).toBeGreaterThanOrEqual(optimum.placed);
          expect(bound.edges).toBeGreaterThanOrEqual(optimum.edges);
          expect(score.placed).toBeLessThanOrEqual(optimum.placed);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is matched by the heuristic on small generated pools', async () => {
    for (const [seed, members, min, max] of [
      [1, 24, 4, 6],
      [2, 36, 4, 6],
      [3, 48, 4, 6],
      [4, 30, 6, 12],
      [5, 40, 6, 12],
    ] as const) {
      const input = generatePool({ members, groupSize: { min, max }, picksPerMember: 6, seed });
      const exact = await formGroups(input, { mode: 'exact', solver });
      const heuristic = await formGroups(input, { mode: 'heuristic', seed, timeLimitMs: 60_000, iterationLimit: 3000 });
      expect(exact.optimal).toBe(true);
      expect(validateFormation(input, heuristic.output)).toEqual([]);
      expect(heuristic.score).toEqual(exact.score);
    }
  });

  it('runs HiGHS in auto mode where the heuristic cannot prove optimality, and reports it', async () => {
    // A star: every group needs the centre, so one group of six forms; only the MILP can prove it.
    const leaves = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8'];
    const input = anInput({
      members: ['centre', ...leaves].map((id) => aMember(id)),
      picks: mutualPicks(leaves.map((leaf): [string, string] => ['centre', leaf])),
    });
    const heuristic = await formGroups(input, { mode: 'heuristic' });
    expect(heuristic.optimal).toBe(false);
    // Centre: min(8, max − 1) = 5 group-mates; each leaf 1: (5 + 8) / 2 rounded down.
    expect(heuristic.bound).toEqual({ placed: 9, edges: 6, kind: 'combinatorial' });
    const result = await formGroups(input, { solver, timeLimitMs: 60_000 });
    expect(result).toMatchObject({ method: 'exact', optimal: true, score: { placed: 6, edges: 5 } });
    expect(result.bound).toEqual({ placed: 6, edges: 5, kind: 'lp' });
    expect(result.gap).toEqual({ placed: 0, edges: 0 });
  });

  it('keeps to a spent budget: no HiGHS call, still valid groups and an honest bound', async () => {
    const input = generatePool({ members: 60, groupSize: { min: 4, max: 6 }, picksPerMember: 10, seed: 8 });
    const calls: string[] = [];
    const counting = {
      solve: (problem: Parameters<typeof solver.solve>[0]) => (calls.push('solve'), solver.solve(problem)),
    };
    const optimum = await formGroups(input, { mode: 'exact', solver });
    // With time, HiGHS has work here (the LP bound at least): the spent budget is what skips it.
    await formGroups(input, { solver: counting, timeLimitMs: 60_000, iterationLimit: 20 });
    expect(calls.length).toBeGreaterThan(0);
    calls.length = 0;
    const result = await formGroups(input, { solver: counting, timeLimitMs: 0 });
    expect(calls).toEqual([]);
    expect(validateFormation(input, result.output)).toEqual([]);
    expect(result.bound.placed).toBeGreaterThanOrEqual(optimum.score.placed);
    expect(result.bound.edges).toBeGreaterThanOrEqual(optimum.score.edges);
  });

  it('keeps a blocked pair apart whichever of them blocked, in every mode', async () => {
    // Eight who all picked each other would make groups of any split; the blocks allow only some.
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const together = (members: readonly string[], x: string, y: string) => members.includes(x) && members.includes(y);
    for (const blocks of [
      [{ from: 'a', to: 'b' }],
      [{ from: 'b', to: 'a' }],
      [
        { from: 'a', to: 'b' },
        { from: 'c', to: 'a' },
      ],
    ]) {
      const input = anInput({ members: ids.map((id) => aMember(id)), picks: cliquePicks(ids), blocks });
      for (const options of [{ mode: 'exact', solver }, { mode: 'heuristic', seed: 7 }, { solver }] as const) {
        const result = await formGroups(input, options);
        expect(validateFormation(input, result.output)).toEqual([]);
        expect(result.score.placed).toBe(8);
        for (const { from, to } of blocks) {
          expect(result.output.groups.some((group) => together(group.members, from, to))).toBe(false);
        }
      }
    }
  });

  it('gives up a group rather than seat a blocked pair together', async () => {
    // Six who picked each other fit one group of at most six, but not with the pair: five are placed.
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const blocks of [[{ from: 'a', to: 'b' }], [{ from: 'b', to: 'a' }]]) {
      const input = anInput({ members: ids.map((id) => aMember(id)), picks: cliquePicks(ids), blocks });
      const exact = await formGroups(input, { mode: 'exact', solver });
      expect(exact).toMatchObject({ optimal: true, score: { placed: 5 } });
      expect(exact.output.unplaced.filter((id) => id === 'a' || id === 'b')).toHaveLength(1);
      const heuristic = await formGroups(input, { mode: 'heuristic', seed: 3 });
      expect(heuristic.score.placed).toBe(5);
      expect(validateFormation(input, heuristic.output)).toEqual([]);
    }
  });
});
