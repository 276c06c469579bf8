import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { enumerateCandidateGroups } from '../../domain/formation/candidate-groups.js';
import { generateColumns } from '../../domain/formation/column-generation.js';
import { compileInstance } from '../../domain/formation/compiled-instance.js';
import { relaxationBound } from '../../domain/formation/exact-solver.js';
import { formGroups } from '../../domain/formation/formation-engine.js';
import type { FormationInput } from '../../domain/formation/formation-input.js';
import { graphComponents } from '../../domain/formation/graph-components.js';
import { bruteForceOptimum, formationInputArbitrary, generateDensePool, generatePool } from '../../testing/index.js';
import { HighsPackingSolver } from './highs-packing-solver.js';

const solver = new HighsPackingSolver();
afterAll(() => solver.close());

async function columnBounds(input: FormationInput, deadline: number) {
  const instance = compileInstance(input);
  const components = graphComponents(instance.graph, instance.size, instance.minSize);
  return Promise.all(
    components.map(async (component) => ({
      component,
      instance,
      columns: await generateColumns(instance, component, solver, { deadline, start: [] }),
    })),
  );
}

describe('the LP bound by column generation', () => {
  it('is never beaten by the optimum, converged or cut short', async () => {
    await fc.assert(
      fc.asyncProperty(formationInputArbitrary(10), fc.boolean(), async (input, cutShort) => {
        const optimum = bruteForceOptimum(input);
        const bounds = await columnBounds(input, cutShort ? Date.now() + 1 : Date.now() + 60_000);
        const placed = bounds.reduce(
          (sum, { columns, component }) => sum + Math.min(columns.placedBound, component.length),
          0,
        );
        expect(placed).toBeGreaterThanOrEqual(optimum.placed);
        if (!cutShort) expect(bounds.every(({ columns }) => columns.converged)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('converges to the LP over every feasible group', async () => {
    const pools = [
      generatePool({ members: 30, groupSize: { min: 4, max: 6 }, picksPerMember: 8, seed: 5 }),
      generatePool({ members: 36, groupSize: { min: 6, max: 12 }, picksPerMember: 9, seed: 6 }),
      generateDensePool({
        members: 40,
        groupSize: { min: 4, max: 6 },
        outDegree: 13,
        returnedShare: 0.45,
        blockedShare: 0.08,
        genderBalance: true,
        seed: 7,
      }),
    ];
    for (const input of pools) {
      for (const { instance, component, columns } of await columnBounds(input, Date.now() + 60_000)) {
        expect(columns.converged).toBe(true);
        const candidates = enumerateCandidateGroups(instance, component, Number.POSITIVE_INFINITY)!;
        const lp = await relaxationBound(candidates, solver, 0, 60);
        expect(columns.placedBound).toBe(lp!.placed);
        expect(Math.floor(columns.prices!.value + 1e-6)).toBe(columns.placedBound);
      }
    }
  });

  it('gives the formation report a bound no solution beats, within the budget', async () => {
    const input = generateDensePool({
      members: 40,
      groupSize: { min: 4, max: 6 },
      outDegree: 12,
      returnedShare: 0.45,
      blockedShare: 0.06,
      seed: 11,
    });
    const exact = await formGroups(input, { mode: 'exact', solver });
    const auto = await formGroups(input, { solver, timeLimitMs: 4000 });
    expect(exact.optimal).toBe(true);
    expect(auto.bound.kind).not.toBe('combinatorial');
    expect(auto.bound.placed).toBeGreaterThanOrEqual(exact.score.placed);
    expect(auto.bound.edges).toBeGreaterThanOrEqual(exact.score.edges);
  }, 120_000);
});
