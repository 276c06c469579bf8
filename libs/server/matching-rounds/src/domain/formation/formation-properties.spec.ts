import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formationInputArbitrary } from '../../testing/index.js';
import { formGroups } from './formation-engine.js';
import { validateFormation } from './formation-validator.js';

describe('formGroups (properties)', () => {
  it('always returns a partition of the members that breaks no rule', async () => {
    await fc.assert(
      fc.asyncProperty(formationInputArbitrary(16), fc.integer({ min: 1, max: 1000 }), async (input, seed) => {
        const result = await formGroups(input, { mode: 'heuristic', timeLimitMs: 60_000, iterationLimit: 40, seed });
        expect(validateFormation(input, result.output)).toEqual([]);
        const placed = result.output.groups.reduce((sum, group) => sum + group.members.length, 0);
        expect(result.score.placed).toBe(placed);
        expect(placed + result.output.unplaced.length).toBe(input.members.length);
        expect(result.score.placed).toBeLessThanOrEqual(result.bound.placed);
        expect(result.score.edges).toBeLessThanOrEqual(result.bound.edges);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same groups for the same seed', async () => {
    await fc.assert(
      fc.asyncProperty(formationInputArbitrary(14), async (input) => {
        const settings = { mode: 'heuristic', seed: 7, timeLimitMs: 60_000, iterationLimit: 200 } as const;
        const first = await formGroups(input, settings);
        const second = await formGroups(input, settings);
        expect(second.output).toEqual(first.output);
      }),
      { numRuns: 30 },
    );
  });
});
