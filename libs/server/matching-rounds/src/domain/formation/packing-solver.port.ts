/**
 * A set-packing model: choose columns (candidate groups) so that each row (member) is covered at
 * most once, maximising the objectives in order of priority. With `integral` false it is the LP
 * relaxation, whose optimum bounds every packing from above.
 */
export interface PackingProblem {
  readonly rows: number;
  /** Column c covers rows columnRows[columnStarts[c]..columnStarts[c+1]). */
  readonly columnStarts: Int32Array;
  readonly columnRows: Int32Array;
  /** One coefficient per column for each objective, highest priority first (lexicographic). */
  readonly objectives: readonly Float64Array[];
  readonly integral: boolean;
  readonly timeLimitSeconds: number;
  /** A known feasible packing (column values) to start from. */
  readonly start?: Float64Array;
  /** Extra constraints Σ coefficients[c]·x[c] ≥ atLeast. */
  readonly floors?: readonly { readonly coefficients: Float64Array; readonly atLeast: number }[];
}

export interface PackingSolution {
  /** 'optimal' only when every objective stage was proven optimal. */
  readonly status: 'optimal' | 'time-limit' | 'failed';
  /** Column values of the last solved stage (0/1 when integral). */
  readonly values: Float64Array;
  /** The optimum (or best found) of each objective stage. */
  readonly objectiveValues: readonly number[];
  /**
   * A proven upper bound on the objective of the stage where solving stopped: the optimum when
   * optimal, the branch-and-bound's dual bound when a MILP ran out of time.
   */
  readonly bound?: number;
  /**
   * The LP's row duals of the member rows (length `rows`), when an LP with one objective stage was
   * solved to optimality: what column generation prices new columns against.
   */
  readonly duals?: Float64Array;
}

/** The port an LP/MILP solver implements (the infrastructure runs HiGHS in a worker thread). */
export interface PackingSolver {
  solve(problem: PackingProblem): Promise<PackingSolution>;
  /** Gets ready in the background (e.g. loads the solver), so a later `solve` starts at once. */
  prepare?(): void;
}
