// Runs HiGHS (WebAssembly) off the main thread: receives packing problems, answers solutions.
// Plain erasable TypeScript with type-only local imports, so Node loads it without a build step.
import { parentPort } from 'node:worker_threads';
import highsEntry, { type Highs } from 'highs';
import type { PackingProblem, PackingSolution } from '../../domain/formation/packing-solver.port.js';

// The package's declarations describe its CommonJS entry, but Node loads the ES module entry,
// whose default export is the loader itself.
const loadHighs = highsEntry as unknown as typeof highsEntry.default;

export interface PackingRequest {
  readonly id: number;
  readonly problem: PackingProblem;
}

export type PackingResponse =
  { readonly id: number; readonly solution: PackingSolution } | { readonly id: number; readonly error: string };

// The WebAssembly heap only grows; a fresh runtime every so often keeps a long-lived worker small.
const solvesPerRuntime = 500;
let runtime: Promise<Highs> | null = null;
let solves = 0;

function highs(): Promise<Highs> {
  if (runtime === null || solves >= solvesPerRuntime) {
    runtime = loadHighs();
    solves = 0;
  }
  solves++;
  return runtime;
}

function solve(highs: Highs, problem: PackingProblem): PackingSolution {
  const columns = problem.columnStarts.length - 1;
  const stages = problem.objectives.length;
  const floors = problem.floors ?? [];
  // Rows: one per member (≤ 1), one per objective stage (fixed once solved), one per floor.
  const extra = [...problem.objectives, ...floors.map((floor) => floor.coefficients)];
  if (columns === 0)
    return { status: 'optimal', values: new Float64Array(0), objectiveValues: problem.objectives.map(() => 0) };
  const starts = new Int32Array(columns + 1);
  const indices: number[] = [];
  const values: number[] = [];
  for (let c = 0; c < columns; c++) {
    for (let k = problem.columnStarts[c]!; k < problem.columnStarts[c + 1]!; k++) {
      indices.push(problem.columnRows[k]!);
      values.push(1);
    }
    for (let s = 0; s < extra.length; s++) {
      const coefficient = extra[s]![c]!;
      if (coefficient !== 0) {
        indices.push(problem.rows + s);
        values.push(coefficient);
      }
    }
    starts[c + 1] = indices.length;
  }
  const rowCount = problem.rows + extra.length;
  const floorStart = problem.rows + stages;
  const model = highs.createModel({
    numCols: columns,
    numRows: rowCount,
    sense: highs.constants.objectiveSense.maximize,
    colCost: problem.objectives[0]!,
    colLower: new Float64Array(columns),
    // In the LP the member rows already keep every column at most 1; a column bound would take
    // part of the dual (a column at 1 may price through its bound), and the row duals must price alone.
    colUpper: new Float64Array(columns).fill(problem.integral ? 1 : highs.infinity),
    rowLower: Float64Array.from({ length: rowCount }, (_, row) =>
      row < floorStart ? -highs.infinity : floors[row - floorStart]!.atLeast,
    ),
    rowUpper: Float64Array.from({ length: rowCount }, (_, row) => (row < problem.rows ? 1 : highs.infinity)),
    matrix: {
      format: 'csc',
      numRows: rowCount,
      numCols: columns,
      starts,
      indices: Int32Array.from(indices),
      values: Float64Array.from(values),
    },
    ...(problem.integral ? { integrality: new Int32Array(columns).fill(highs.constants.variableType.integer) } : {}),
  });
  try {
    const deadline = Date.now() + problem.timeLimitSeconds * 1000;
    model.options.set({ output_flag: false, mip_rel_gap: 0, mip_abs_gap: 1e-6 });
    const objectiveValues: number[] = [];
    let solution = new Float64Array(columns);
    let status: PackingSolution['status'] = 'optimal';
    let bound: number | undefined;
    let duals: Float64Array | undefined;
    for (let s = 0; s < stages; s++) {
      const objective = problem.objectives[s]!;
      model.changeColsCost({ kind: 'range', from: 0, to: columns - 1 }, objective);
      model.options.set({ time_limit: Math.max(0.01, (deadline - Date.now()) / 1000) });
      const start = s === 0 ? problem.start : solution;
      if (problem.integral && start) model.setSolution({ colValue: start });
      model.run();
      const modelStatus = model.getModelStatus();
      if (modelStatus !== highs.constants.modelStatus.optimal) {
        const hasSolution =
          modelStatus === highs.constants.modelStatus.timeLimit && model.info.get('primal_solution_status') === 2;
        if (hasSolution) solution = Float64Array.from(model.getSolution().colValue);
        status = hasSolution ? 'time-limit' : 'failed';
        if (hasSolution) objectiveValues.push(model.getObjectiveValue());
        const dualBound = problem.integral ? Number(model.info.get('mip_dual_bound')) : Number.NaN;
        if (modelStatus === highs.constants.modelStatus.timeLimit && Number.isFinite(dualBound)) bound = dualBound;
        break;
      }
      const value = model.getObjectiveValue();
      objectiveValues.push(value);
      bound = value;
      const solved = model.getSolution();
      solution = Float64Array.from(solved.colValue);
      // Maximising, a member row's dual is its shadow price: what one more seat for that member is worth (≥ 0).
      if (!problem.integral && stages === 1)
        duals = Float64Array.from(solved.rowDual.subarray(0, problem.rows), Math.abs);
      // Later stages keep this stage's optimum; integer objectives allow a safe half-unit margin.
      const integerObjective = problem.integral && objective.every(Number.isInteger);
      const margin = integerObjective ? 0.5 : 1e-7 * (1 + Math.abs(value));
      model.changeRowBounds(problem.rows + s, value - margin, highs.infinity);
    }
    return {
      status,
      values: solution,
      objectiveValues,
      ...(bound === undefined ? {} : { bound }),
      ...(duals === undefined ? {} : { duals }),
    };
  } finally {
    model.dispose();
  }
}

parentPort?.on('message', (request: PackingRequest) => {
  highs()
    .then((instance) => parentPort!.postMessage({ id: request.id, solution: solve(instance, request.problem) }))
    .catch((error: unknown) =>
      parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
