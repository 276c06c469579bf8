import { describe, expect, it } from '@jest/globals';
import { generateDensePool } from './dense-pool-generator.js';

describe('generateDensePool', () => {
  it('makes the picks, the returned share and the blocks it is asked for', () => {
    const input = generateDensePool({
      members: 96,
      groupSize: { min: 4, max: 6 },
      outDegree: 13,
      returnedShare: 0.45,
      blockedShare: 0.08,
      seed: 3,
    });
    const arcs = new Set(input.picks.map((pick) => `${pick.from}>${pick.to}`));
    const returned = input.picks.filter((pick) => arcs.has(`${pick.to}>${pick.from}`)).length;
    expect(input.members).toHaveLength(96);
    expect(input.picks.length / 96).toBeCloseTo(13, 0);
    expect(returned / input.picks.length).toBeGreaterThanOrEqual(0.43);
    expect(returned / input.picks.length).toBeLessThanOrEqual(0.47);
    expect(new Set(input.blocks.map((block) => block.from)).size).toBe(Math.round(96 * 0.08));
    expect(arcs.size).toBe(input.picks.length);
    expect(input.picks.every((pick) => pick.from !== pick.to)).toBe(true);
  });

  it('gives the same pool for the same seed', () => {
    const settings = {
      members: 72,
      groupSize: { min: 6, max: 12 },
      outDegree: 12,
      returnedShare: 0.4,
      blockedShare: 0.05,
      seed: 9,
    };
    expect(generateDensePool(settings)).toEqual(generateDensePool(settings));
  });
});
