import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formationInputArbitrary } from '../../testing/index.js';
import { enumerateCandidateGroups } from './candidate-groups.js';
import { compileInstance } from './compiled-instance.js';
import { graphComponents } from './graph-components.js';
import { countEdges, GroupBuilder, isFeasibleGroup } from './group-builder.js';
import { searchFromRelaxation } from './relaxation-guided-search.js';

describe('searchFromRelaxation', () => {
  it('keeps every group feasible and never places fewer than the LP groups it starts from', () => {
    fc.assert(
      fc.property(formationInputArbitrary(12), fc.integer({ min: 1, max: 1000 }), (input, seed) => {
        const instance = compileInstance(input);
        const builder = new GroupBuilder(instance);
        for (const component of graphComponents(instance.graph, instance.size, instance.minSize)) {
          const candidates = enumerateCandidateGroups(instance, component, Number.POSITIVE_INFINITY)!;
          // A made-up fractional LP solution over some of the feasible groups.
          const support = Array.from({ length: candidates.count }, (_, c) => ({
            members: Array.from(candidates.members.subarray(candidates.starts[c], candidates.starts[c + 1])),
            value: ((c * 7919 + seed) % 10) / 10,
          })).filter((column) => column.value > 0);
          const found = searchFromRelaxation(instance, component, support, {
            seed,
            deadline: Date.now() + 60_000,
            rounds: 2,
            ceiling: { placed: component.length, edges: Number.POSITIVE_INFINITY, waited: 0 },
            iterationLimit: 20,
          });
          if (support.length === 0 && found === null) continue;
          const seen = new Set<number>();
          for (const group of found!.groups) {
            expect(isFeasibleGroup(builder, instance.graph, group)).toBe(true);
            for (const member of group) {
              expect(seen.has(member)).toBe(false);
              seen.add(member);
            }
          }
          expect(found!.score.placed).toBe(seen.size);
          expect(found!.score.edges).toBe(
            found!.groups.reduce((sum, group) => sum + countEdges(instance.graph, group), 0),
          );
          // The first round starts from the LP's groups taken greedily by value: never worse than those.
          const taken = new Set<number>();
          for (const column of [...support].sort((a, b) => b.value - a.value)) {
            if (column.members.some((member) => taken.has(member))) continue;
            for (const member of column.members) taken.add(member);
          }
          expect(found!.score.placed).toBeGreaterThanOrEqual(taken.size);
        }
      }),
      { numRuns: 150 },
    );
  });
});
