import type { CandidateGroups } from './candidate-groups.js';
import type { FormationScore } from './formation-score.js';
import type { PackingProblem, PackingSolver } from './packing-solver.port.js';

export interface ExactOutcome {
  /** Chosen groups as member index lists (empty when the solver found nothing). */
  readonly groups: number[][];
  /** True when the solver proved the packing optimal. */
  readonly optimal: boolean;
  /**
   * Bounds on the optimum from the MILP's dual bound D (null without one). Any packing placing p
   * members with e edges has p·W_member + e·W_edge ≤ D, so the optimum places at most ⌊D / W_member⌋,
   * and since it places at least `placedAtLeast` (a solution known to place that many exists), its
   * edges are at most ⌊(D − placedAtLeast·W_member) / W_edge⌋.
   */
  readonly optimumBound: ((placedAtLeast: number) => { placed: number; edges: number }) | null;
}

/**
 * The exact solver: set packing over every feasible group as one MILP. The lexicographic objective
 * becomes one weighted objective, which HiGHS proves optimal much faster than three stacked stages:
 * an edge outweighs all fairness (W_edge = Σ roundsWaited + 1) and a member outweighs all edges
 * (W_member = W_edge · (edge ceiling + 1)), so the weighted optimum is the lexicographic optimum.
 * `start` (a known packing, e.g. the heuristic's) gives HiGHS an incumbent from the first node.
 */
export async function solveExactly(
  candidates: CandidateGroups,
  ceiling: FormationScore,
  solver: PackingSolver,
  timeLimitSeconds: number,
  start: readonly number[][] = [],
): Promise<ExactOutcome> {
  const edgeWeight = ceiling.waited + 1;
  const memberWeight = edgeWeight * (ceiling.edges + 1);
  const objective = new Float64Array(candidates.count);
  for (let c = 0; c < candidates.count; c++) {
    const size = candidates.starts[c + 1]! - candidates.starts[c]!;
    objective[c] = size * memberWeight + candidates.edges[c]! * edgeWeight + candidates.waited[c]!;
  }
  const problem = packingProblem(candidates, [objective], true, timeLimitSeconds);
  const solution = await solver.solve({ ...problem, start: startingColumns(candidates, start) });
  const groups: number[][] = [];
  if (solution.status !== 'failed') {
    for (let c = 0; c < candidates.count; c++) {
      if (solution.values[c]! > 0.5) groups.push(columnMembers(candidates, c));
    }
  }
  const dual = solution.bound;
  const optimumBound =
    dual === undefined
      ? null
      : (placedAtLeast: number) => ({
          placed: roundDown(dual / memberWeight, 1e-3),
          edges: roundDown((dual - placedAtLeast * memberWeight) / edgeWeight, 1e-3),
        });
  return { groups, optimal: solution.status === 'optimal', optimumBound };
}

/**
 * LP relaxation bounds on the optimum: the LP maximum of members placed bounds every packing; the LP
 * maximum of edges over packings that place at least `placedAtLeast` members bounds the optimum's
 * edges, because the optimum places at least as many as any known solution. Both LPs share the time
 * limit; when only the first one finishes, the edges bound is left infinite (null: neither did).
 */
export async function relaxationBound(
  candidates: CandidateGroups,
  solver: PackingSolver,
  placedAtLeast: number,
  timeLimitSeconds: number,
): Promise<{ placed: number; edges: number } | null> {
  const started = Date.now();
  const placed = new Float64Array(candidates.count);
  for (let c = 0; c < candidates.count; c++) placed[c] = candidates.starts[c + 1]! - candidates.starts[c]!;
  const placedLp = await solver.solve(packingProblem(candidates, [placed], false, timeLimitSeconds));
  if (placedLp.status !== 'optimal') return null;
  const placedBound = roundDown(placedLp.objectiveValues[0]!);
  const left = timeLimitSeconds - (Date.now() - started) / 1000;
  if (left <= 0.02) return { placed: placedBound, edges: Number.POSITIVE_INFINITY };
  const edgesLp = await solver.solve({
    ...packingProblem(candidates, [candidates.edges], false, left),
    floors: [{ coefficients: placed, atLeast: placedAtLeast }],
  });
  const edges = edgesLp.status === 'optimal' ? roundDown(edgesLp.objectiveValues[0]!) : Number.POSITIVE_INFINITY;
  return { placed: placedBound, edges };
}

/** Counts are integers, so a bound may be rounded down, after a margin for the solver's round-off. */
function roundDown(value: number, margin = 1e-6): number {
  return Math.floor(value + margin);
}

function columnMembers(candidates: CandidateGroups, column: number): number[] {
  return Array.from(candidates.members.subarray(candidates.starts[column], candidates.starts[column + 1]));
}

/** Column values of a known packing; undefined when one of its groups is not a candidate. */
function startingColumns(candidates: CandidateGroups, groups: readonly number[][]): Float64Array | undefined {
  if (groups.length === 0) return undefined;
  const columnOf = new Map<string, number>();
  for (let c = 0; c < candidates.count; c++) columnOf.set(columnMembers(candidates, c).join(','), c);
  const values = new Float64Array(candidates.count);
  for (const group of groups) {
    const column = columnOf.get([...group].sort((a, b) => a - b).join(','));
    if (column === undefined) return undefined;
    values[column] = 1;
  }
  return values;
}

function packingProblem(
  candidates: CandidateGroups,
  objectives: Float64Array[],
  integral: boolean,
  timeLimitSeconds: number,
): PackingProblem {
  // Rows are renumbered densely over the members that appear in some candidate.
  const rowOf = new Map<number, number>();
  const columnRows = new Int32Array(candidates.members.length);
  candidates.members.forEach((member, k) => {
    let row = rowOf.get(member);
    if (row === undefined) rowOf.set(member, (row = rowOf.size));
    columnRows[k] = row;
  });
  return { rows: rowOf.size, columnStarts: candidates.starts, columnRows, objectives, integral, timeLimitSeconds };
}
