import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formationInputArbitrary, generateDensePool } from '../../testing/index.js';
import { enumerateCandidateGroups } from './candidate-groups.js';
import { compileInstance } from './compiled-instance.js';
import { graphComponents } from './graph-components.js';
import { GroupBuilder, isFeasibleGroup } from './group-builder.js';
import { priceExactly, priceGreedily } from './group-pricing.js';

// Random inputs with a random profit per member (as 1 − π would give): each component's feasible
// groups are listed in full, so the best reduced cost is known exactly.
const cases = fc.tuple(
  formationInputArbitrary(11),
  fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 11, maxLength: 11 }),
);

function setUp(input: Parameters<typeof compileInstance>[0], profits: number[]) {
  const instance = compileInstance(input);
  const profit = Float64Array.from({ length: instance.size }, (_, v) => profits[v] ?? 0);
  const components = graphComponents(instance.graph, instance.size, instance.minSize).map((component) => {
    const candidates = enumerateCandidateGroups(instance, component, Number.POSITIVE_INFINITY)!;
    let best = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < candidates.count; c++) {
      let value = 0;
      for (let k = candidates.starts[c]!; k < candidates.starts[c + 1]!; k++) value += profit[candidates.members[k]!]!;
      best = Math.max(best, value);
    }
    return { component, best };
  });
  return { instance, profit, components };
}

describe('group pricing', () => {
  it('finds the feasible group of highest reduced cost by branch and bound', () => {
    fc.assert(
      fc.property(cases, ([input, profits]) => {
        const { instance, profit, components } = setUp(input, profits);
        const builder = new GroupBuilder(instance);
        for (const { component, best } of components) {
          const priced = priceExactly(
            instance,
            component,
            profit,
            Number.NEGATIVE_INFINITY,
            3,
            Number.POSITIVE_INFINITY,
          );
          expect(priced.complete).toBe(true);
          if (best === Number.NEGATIVE_INFINITY) {
            expect(priced.groups).toEqual([]);
            continue;
          }
          expect(priced.groups[0]!.value).toBeCloseTo(best, 9);
          expect(priced.upperBound).toBeCloseTo(best, 9);
          for (const group of priced.groups) expect(isFeasibleGroup(builder, instance.graph, group.members)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('still bounds every group when its deadline cuts the search short', () => {
    fc.assert(
      fc.property(cases, ([input, profits]) => {
        const { instance, profit, components } = setUp(input, profits);
        for (const { component, best } of components) {
          const priced = priceExactly(instance, component, profit, 0, 1, 0);
          expect(priced.upperBound).toBeGreaterThanOrEqual(best - 1e-9);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('bounds what it left unsearched on a dense pool cut short at once', () => {
    const input = generateDensePool({
      members: 40,
      groupSize: { min: 6, max: 9 },
      outDegree: 14,
      returnedShare: 0.5,
      blockedShare: 0.05,
      seed: 3,
    });
    const profits = Array.from({ length: 40 }, (_, v) => ((v * 37) % 11) / 12 + 0.05);
    const { instance, profit, components } = setUp(input, profits);
    for (const { component, best } of components) {
      const cut = priceExactly(instance, component, profit, 0, 1, 0);
      const full = priceExactly(instance, component, profit, 0, 1, Number.POSITIVE_INFINITY);
      expect(full.upperBound).toBeCloseTo(best, 9);
      expect(cut.upperBound).toBeGreaterThanOrEqual(best - 1e-9);
    }
    expect(components.some(({ component }) => !priceExactly(instance, component, profit, 0, 1, 0).complete)).toBe(true);
  });

  it('prices greedily only feasible groups above the threshold, valued as the sum of their profits', () => {
    fc.assert(
      fc.property(cases, ([input, profits]) => {
        const { instance, profit, components } = setUp(input, profits);
        const builder = new GroupBuilder(instance);
        for (const { component, best } of components) {
          for (const group of priceGreedily(instance, component, profit, 0, 10)) {
            expect(isFeasibleGroup(builder, instance.graph, group.members)).toBe(true);
            expect(group.value).toBeCloseTo(
              group.members.reduce((sum, v) => sum + profit[v]!, 0),
              9,
            );
            expect(group.value).toBeGreaterThan(0);
            expect(group.value).toBeLessThanOrEqual(best + 1e-9);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
