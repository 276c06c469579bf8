import { afterAll, describe, expect, it } from '@jest/globals';
import { HighsPackingSolver } from './highs-packing-solver.js';

const solver = new HighsPackingSolver();
afterAll(() => solver.close());

// Three members and the three pairs among them: only one pair fits, but the LP takes half of each.
const triangle = {
  rows: 3,
  columnStarts: Int32Array.from([0, 2, 4, 6]),
  columnRows: Int32Array.from([0, 1, 1, 2, 0, 2]),
  timeLimitSeconds: 10,
};

describe('HighsPackingSolver', () => {
  it('solves the packing MILP', async () => {
    const solution = await solver.solve({ ...triangle, objectives: [Float64Array.from([1, 3, 2])], integral: true });
    expect(solution.status).toBe('optimal');
    expect(Array.from(solution.values, Math.round)).toEqual([0, 1, 0]);
    expect(solution.objectiveValues).toEqual([3]);
  });

  it('solves the LP relaxation, which can be fractional', async () => {
    const solution = await solver.solve({ ...triangle, objectives: [Float64Array.from([1, 1, 1])], integral: false });
    expect(solution.status).toBe('optimal');
    expect(solution.objectiveValues[0]).toBeCloseTo(1.5);
    // Each member's seat is worth half a pair: the duals price every pair at exactly its value.
    expect(Array.from(solution.duals!)).toEqual([0.5, 0.5, 0.5].map((value) => expect.closeTo(value)));
  });

  it('honours floors and reports the bound it proved', async () => {
    const solution = await solver.solve({
      ...triangle,
      objectives: [Float64Array.from([1, 3, 2])],
      integral: false,
      floors: [{ coefficients: Float64Array.from([1, 0, 0]), atLeast: 1 }],
    });
    expect(solution.status).toBe('optimal');
    expect(solution.objectiveValues[0]).toBeCloseTo(1);
    expect(solution.bound).toBeCloseTo(1);
  });

  it('keeps each objective optimal while maximising the next', async () => {
    // Two pairs {0,1} and {2,3} or one group {0,1,2}: the group wins on the first objective only.
    const problem = {
      rows: 4,
      columnStarts: Int32Array.from([0, 2, 4, 7]),
      columnRows: Int32Array.from([0, 1, 2, 3, 0, 1, 2]),
      integral: true,
      timeLimitSeconds: 10,
    };
    const placedFirst = await solver.solve({
      ...problem,
      objectives: [Float64Array.from([2, 2, 3]), Float64Array.from([1, 1, 3])],
    });
    expect(Array.from(placedFirst.values, Math.round)).toEqual([1, 1, 0]);
    expect(placedFirst.objectiveValues).toEqual([4, 2]);
    const start = Float64Array.from([0, 0, 1]);
    const edgesFirst = await solver.solve({ ...problem, objectives: [Float64Array.from([1, 1, 3])], start });
    expect(Array.from(edgesFirst.values, Math.round)).toEqual([0, 0, 1]);
  });

  it('answers an empty model without starting HiGHS work', async () => {
    const solution = await solver.solve({
      rows: 0,
      columnStarts: Int32Array.from([0]),
      columnRows: new Int32Array(0),
      objectives: [new Float64Array(0)],
      integral: true,
      timeLimitSeconds: 1,
    });
    expect(solution).toEqual({ status: 'optimal', values: new Float64Array(0), objectiveValues: [0] });
  });
});
