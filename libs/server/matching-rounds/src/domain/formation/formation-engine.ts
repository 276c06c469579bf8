import { enumerateCandidateGroups, type CandidateGroups } from './candidate-groups.js';
import { componentCeiling } from './combinatorial-bound.js';
import { compileInstance, type CompiledInstance } from './compiled-instance.js';
import { relaxationBound, solveExactly } from './exact-solver.js';
import { FormationTooLargeError } from './formation.errors.js';
import type { FormationInput } from './formation-input.js';
import type { FormationOutput } from './formation-output.js';
import type { FormationBound, FormationMethod, FormationResult } from './formation-result.js';
import { addScores, compareScores, type FormationScore, zeroScore } from './formation-score.js';
import { countEdges, GroupBuilder } from './group-builder.js';
import { graphComponents } from './graph-components.js';
import { solveHeuristically } from './heuristic-solver.js';
import type { PackingSolver } from './packing-solver.port.js';

export interface FormationOptions {
  /**
   * 'auto' (default): the heuristic everywhere, then HiGHS on each component whose feasible groups
   * number at most `candidateLimit`, kept when proven optimal. 'exact': every component through HiGHS
   * (fails beyond `exactCandidateLimit`). 'heuristic': no MILP at all.
   */
  readonly mode?: 'auto' | 'exact' | 'heuristic';
  /** The LP/MILP solver: needed for exact solving and the LP bound; without it, heuristic only. */
  readonly solver?: PackingSolver;
  readonly seed?: number;
  /** Heuristic wall-clock budget for the whole instance (default 1500 ms). */
  readonly timeLimitMs?: number;
  /** Feasible groups per instance up to which HiGHS is tried in 'auto' mode and for the LP bound (default 20 000). */
  readonly candidateLimit?: number;
  /** The limit in 'exact' mode (default 2 000 000). */
  readonly exactCandidateLimit?: number;
  /** HiGHS budget in 'auto' mode for all components together (default 10 000 ms). */
  readonly exactTimeLimitMs?: number;
  /** HiGHS time limit per component in 'exact' mode (default 600 s). */
  readonly solverTimeLimitSeconds?: number;
  /** Whether to solve the LP relaxation for the bound (default true when a solver is given). */
  readonly lpBound?: boolean;
}

/**
 * Forms groups from mutual picks. Pure apart from the injected solver: the same input, options and
 * seed give the same output unless a time limit cuts a search short.
 */
export async function formGroups(input: FormationInput, options: FormationOptions = {}): Promise<FormationResult> {
  const started = Date.now();
  const mode = options.mode ?? 'auto';
  const solver = options.solver;
  if (mode === 'exact' && !solver) throw new Error('Exact formation needs a packing solver.');
  const instance = compileInstance(input);
  const components = graphComponents(instance.graph, instance.size, instance.minSize);
  const ceilings = components.map((component) => componentCeiling(instance, component));
  const enumerated = enumerateWithin(instance, components, solver ? limitOf(mode, options) : 0);
  if (mode === 'exact' && enumerated.some((candidates) => candidates === null)) {
    throw new FormationTooLargeError(
      `More than ${limitOf(mode, options)} feasible groups: too large to solve exactly.`,
    );
  }

  const chosen = solveHeuristically(instance, components, ceilings, {
    seed: options.seed ?? 1,
    timeLimitMs: options.timeLimitMs ?? 1500,
    idleRoundsPerMember: 10,
    restarts: 4,
  });
  const scores = chosen.map((groups) => scoreOf(instance, groups));
  // A component whose heuristic score meets its ceiling is optimal: nothing can do better.
  const proven = scores.map((score, i) => compareScores(score, ceilings[i]!) >= 0);
  const byMilp = components.map(() => false);
  // Upper bounds on each component's optimum (placed, edges), tightened by the LP and the MILP below.
  const bounds = ceilings.map(({ placed, edges }) => ({ placed, edges, fromSolver: false }));
  if (solver && mode !== 'heuristic') {
    const deadline = Date.now() + (options.exactTimeLimitMs ?? 10_000);
    const pending = components.map((_, i) => i).filter((i) => enumerated[i] && (mode === 'exact' || !proven[i]));
    for (const [position, i] of pending.entries()) {
      const share = (deadline - Date.now()) / (pending.length - position);
      const seconds = mode === 'exact' ? (options.solverTimeLimitSeconds ?? 600) : share / 1000;
      if (seconds <= 0.05) break;
      const exact = await solveExactly(enumerated[i]!, ceilings[i]!, solver, seconds, chosen[i]);
      const score = scoreOf(instance, exact.groups);
      if (compareScores(score, scores[i]!) >= 0 && (exact.optimal || compareScores(score, scores[i]!) > 0)) {
        chosen[i] = exact.groups;
        scores[i] = score;
        byMilp[i] = exact.optimal;
      }
      proven[i] ||= exact.optimal;
      if (exact.optimumBound) tighten(bounds[i]!, exact.optimumBound(scores[i]!.placed));
    }
  }
  if (solver && options.lpBound !== false) {
    // A proven component's bound is its optimum: no LP (nor the solver's start-up) needed.
    for (const i of components.map((_, index) => index).filter((index) => enumerated[index] && !proven[index])) {
      const lp = await relaxationBound(enumerated[i]!, solver, scores[i]!.placed, 60);
      if (lp) tighten(bounds[i]!, lp);
    }
  }
  for (const [i, score] of scores.entries()) if (proven[i]) tighten(bounds[i]!, score);

  const groups = chosen.flat();
  const score = scores.reduce(addScores, zeroScore);
  const fromSolver = bounds.filter((b) => b.fromSolver).length;
  const bound: FormationBound = {
    placed: bounds.reduce((sum, b) => sum + b.placed, 0),
    edges: bounds.reduce((sum, b) => sum + b.edges, 0),
    kind: fromSolver === 0 ? 'combinatorial' : fromSolver === bounds.length ? 'lp' : 'mixed',
  };
  const exactCount = byMilp.filter(Boolean).length;
  const method: FormationMethod = exactCount === components.length ? 'exact' : exactCount === 0 ? 'heuristic' : 'mixed';
  return {
    output: outputOf(instance, groups),
    method,
    optimal: proven.every(Boolean),
    score,
    bound,
    gap: { placed: gapOf(bound.placed, score.placed), edges: gapOf(bound.edges, score.edges) },
    stats: {
      members: instance.size,
      eligible: instance.hasMutualPick.reduce((sum, flag) => sum + flag, 0),
      components: components.length,
      exactComponents: exactCount,
      candidateGroups: enumerated.reduce((sum, candidates) => sum + (candidates?.count ?? 0), 0),
      timeMs: Date.now() - started,
    },
  };
}

function limitOf(mode: FormationOptions['mode'], options: FormationOptions): number {
  return mode === 'exact' ? (options.exactCandidateLimit ?? 2_000_000) : (options.candidateLimit ?? 20_000);
}

/** Each component's feasible groups while the total stays within `limit`; null for the rest. */
function enumerateWithin(instance: CompiledInstance, components: readonly number[][], limit: number) {
  let budget = limit;
  return components.map((component): CandidateGroups | null => {
    if (budget <= 0) return null;
    const candidates = enumerateCandidateGroups(instance, component, budget);
    if (candidates) budget -= candidates.count;
    return candidates;
  });
}

/** Lowers a component's bound to another valid one where that is tighter. */
function tighten(
  bound: { placed: number; edges: number; fromSolver: boolean },
  other: { placed: number; edges: number },
) {
  bound.placed = Math.min(bound.placed, other.placed);
  bound.edges = Math.min(bound.edges, other.edges);
  bound.fromSolver = true;
}

function scoreOf(instance: CompiledInstance, groups: readonly number[][]): FormationScore {
  let score = zeroScore;
  for (const group of groups) {
    const waited = group.reduce((sum, member) => sum + instance.waited[member]!, 0);
    score = addScores(score, { placed: group.length, edges: countEdges(instance.graph, group), waited });
  }
  return score;
}

function outputOf(instance: CompiledInstance, groups: readonly number[][]): FormationOutput {
  const builder = new GroupBuilder(instance);
  const placed = new Uint8Array(instance.size);
  const formed = groups.map((group) => {
    builder.load(group);
    for (const member of group) placed[member] = 1;
    return { members: group.map((member) => instance.ids[member]!), ...builder.place() };
  });
  return { groups: formed, unplaced: instance.ids.filter((_, member) => !placed[member]) };
}

function gapOf(bound: number, achieved: number): number {
  return bound === 0 ? 0 : (bound - achieved) / bound;
}
