import { enumerateCandidateGroups, type CandidateGroups } from './candidate-groups.js';
import { generateColumns } from './column-generation.js';
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
import { searchFromRelaxation } from './relaxation-guided-search.js';
import type { PackingSolver } from './packing-solver.port.js';

export interface FormationOptions {
  /**
   * 'auto' (default): the heuristic everywhere, then HiGHS on each unproven component whose feasible
   * groups number at most `candidateLimit`, all inside `timeLimitMs`. 'exact': every component
   * through HiGHS (fails beyond `exactCandidateLimit`). 'heuristic': no MILP at all.
   */
  readonly mode?: 'auto' | 'exact' | 'heuristic';
  /** The LP/MILP solver: needed for exact solving and the LP bound; without it, heuristic only. */
  readonly solver?: PackingSolver;
  readonly seed?: number;
  /**
   * Wall-clock budget of the whole formation in 'auto' and 'heuristic' mode, HiGHS included
   * (default 2000 ms). In 'exact' mode it bounds the heuristic that gives HiGHS its first incumbent.
   */
  readonly timeLimitMs?: number;
  /**
   * Destroy-and-repair rounds per component (default: until the search stalls). With a generous
   * `timeLimitMs`, this makes a run independent of the machine's speed, which is what tests need.
   */
  readonly iterationLimit?: number;
  /** Feasible groups per instance up to which HiGHS is tried in 'auto' mode and for the LP bound (default 30 000). */
  readonly candidateLimit?: number;
  /** The limit in 'exact' mode (default 2 000 000). */
  readonly exactCandidateLimit?: number;
  /** HiGHS time limit per component in 'exact' mode (default 600 s). */
  readonly solverTimeLimitSeconds?: number;
  /**
   * Whether to bound members placed by the LP relaxation, by column generation, and edges by the LP
   * over the listed feasible groups (default true when a solver is given).
   */
  readonly lpBound?: boolean;
}

// Share of the budget for the heuristic when HiGHS has work after it: the MILP of small components,
// the LP by column generation, and the search restarted from the LP.
const searchShareBeforeSolver = 0.35;
// Where the LP's share of the budget ends; the search from the LP has the rest.
const relaxationShareEnd = 0.7;
// Restarts of the search from the LP at most.
const guidedRounds = 4;
// Share of the budget the feasible groups may take to list; beyond it HiGHS is skipped.
const enumerationShare = 0.1;
// Components with at most this many feasible groups are solved as one MILP (HiGHS proves them within
// the budget; with more, dense components took ten times the budget and more).
const wholeMilpLimit = 1500;
// Pools from this size load HiGHS ahead of need.
const prepareFromMembers = 24;
// Kept free at the end of the budget for building the output.
const reserveMs = 30;

/**
 * Forms groups from mutual picks. Pure apart from the injected solver: the same input, options and
 * seed give the same output unless a time limit cuts a search short.
 */
export async function formGroups(input: FormationInput, options: FormationOptions = {}): Promise<FormationResult> {
  const started = Date.now();
  const mode = options.mode ?? 'auto';
  const solver = options.solver;
  const budget = options.timeLimitMs ?? 2000;
  const deadline = started + budget - reserveMs;
  if (mode === 'exact' && !solver) throw new Error('Exact formation needs a packing solver.');
  const instance = compileInstance(input);
  const components = graphComponents(instance.graph, instance.size, instance.minSize);
  const ceilings = components.map((component) => componentCeiling(instance, component));
  const enumerated = enumerateWithin(
    instance,
    components,
    solver ? limitOf(mode, options) : 0,
    mode === 'exact' ? Number.POSITIVE_INFINITY : started + budget * enumerationShare,
  );
  if (mode === 'exact' && enumerated.some((candidates) => candidates === null)) {
    throw new FormationTooLargeError(
      `More than ${limitOf(mode, options)} feasible groups: too large to solve exactly.`,
    );
  }

  // HiGHS loads in its worker (the other core) while the heuristic runs; small pools are proven by
  // the heuristic or HiGHS in milliseconds, so there it would only add start-up work.
  const lpBound = Boolean(solver) && options.lpBound !== false;
  if (solver && (lpBound || enumerated.some(Boolean)) && instance.size >= prepareFromMembers) solver.prepare?.();
  const seed = options.seed ?? 1;
  const solverFollows =
    Boolean(solver) && mode !== 'exact' && components.length > 0 && (lpBound || enumerated.some(Boolean));
  const searchEnd =
    mode === 'exact' ? started + budget : solverFollows ? started + budget * searchShareBeforeSolver : deadline;
  const chosen = solveHeuristically(instance, components, ceilings, {
    seed,
    timeLimitMs: Math.max(0, searchEnd - Date.now()),
    idleRoundsPerMember: 10,
    restarts: 4,
    ...(options.iterationLimit === undefined ? {} : { iterationLimit: options.iterationLimit }),
  });
  const scores = chosen.map((groups) => scoreOf(instance, groups));
  // A component whose score meets its ceiling is optimal: nothing can do better.
  const proven = scores.map((score, i) => compareScores(score, ceilings[i]!) >= 0);
  const byMilp = components.map(() => false);
  // Upper bounds on each component's optimum (placed, edges), tightened by the LP and the MILP below.
  const bounds = ceilings.map(({ placed, edges }) => ({ placed, edges, fromSolver: false }));
  if (solver && mode !== 'heuristic') {
    // 'exact': every component. 'auto': the unproven ones small enough for HiGHS to prove quickly;
    // larger ones get the LP bound below (on dense pools a MILP over all their feasible groups needs
    // ten to a hundred times the budget, and neither a MILP on the LP's support nor exact repairs of
    // the heuristic's neighbourhoods placed anyone more in the measurements).
    const pending = components
      .map((_, i) => i)
      .filter((i) => mode === 'exact' || (!proven[i] && (enumerated[i]?.count ?? Infinity) <= wholeMilpLimit));
    for (const [position, i] of pending.entries()) {
      // In 'auto' mode each component gets its share of the budget left, half of it kept for the LP.
      const seconds =
        mode === 'exact'
          ? (options.solverTimeLimitSeconds ?? 600)
          : (deadline - Date.now()) / 2 / (pending.length - position) / 1000;
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
  if (solver && lpBound) {
    // The LP where no proof and no MILP bound exists yet, within what is left of the budget (in
    // 'exact' mode, whose budget is the solver's time limit, within a minute), shared by size.
    const unbounded = components
      .map((_, index) => index)
      .filter((index) => !proven[index] && !bounds[index]!.fromSolver);
    const lpEnd = mode === 'exact' ? Date.now() + 60_000 : started + budget * relaxationShareEnd;
    const guided: { i: number; support: Parameters<typeof searchFromRelaxation>[2] }[] = [];
    let membersLeft = unbounded.reduce((sum, i) => sum + components[i]!.length, 0);
    for (const i of unbounded) {
      const share = ((lpEnd - Date.now()) * components[i]!.length) / membersLeft;
      membersLeft -= components[i]!.length;
      if (share <= 20) continue;
      const componentEnd = Date.now() + share;
      const columns = await generateColumns(instance, components[i]!, solver, {
        deadline: componentEnd,
        start: chosen[i]!,
      });
      if (Number.isFinite(columns.placedBound))
        tighten(bounds[i]!, { placed: columns.placedBound, edges: Number.POSITIVE_INFINITY });
      const short = scores[i]!.placed < bounds[i]!.placed || scores[i]!.edges < bounds[i]!.edges;
      if (columns.support.length > 0 && short) guided.push({ i, support: columns.support });
      // Edges: the LP over every listed feasible group, among packings placing at least as many.
      const seconds = (componentEnd - Date.now()) / 1000;
      if (enumerated[i] && seconds > 0.02) {
        const lp = await relaxationBound(enumerated[i]!, solver, scores[i]!.placed, seconds);
        if (lp) tighten(bounds[i]!, lp);
      }
    }
    // The search again, from the LP's groups, where the heuristic's groups fall short of the bound.
    let guidedMembers = guided.reduce((sum, { i }) => sum + components[i]!.length, 0);
    for (const { i, support } of mode === 'exact' ? [] : guided) {
      const share = ((deadline - Date.now()) * components[i]!.length) / guidedMembers;
      guidedMembers -= components[i]!.length;
      const found = searchFromRelaxation(instance, components[i]!, support, {
        seed,
        deadline: Date.now() + share,
        rounds: guidedRounds,
        ceiling: { ...bounds[i]!, waited: Number.POSITIVE_INFINITY },
        ...(options.iterationLimit === undefined ? {} : { iterationLimit: options.iterationLimit }),
      });
      if (found && compareScores(found.score, scores[i]!) > 0) {
        chosen[i] = found.groups;
        scores[i] = found.score;
        proven[i] = compareScores(found.score, ceilings[i]!) >= 0;
      }
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
  return mode === 'exact' ? (options.exactCandidateLimit ?? 2_000_000) : (options.candidateLimit ?? 30_000);
}

/** Each component's feasible groups while the total stays within `limit` and time within `deadline`; null for the rest. */
function enumerateWithin(instance: CompiledInstance, components: readonly number[][], limit: number, deadline: number) {
  let budget = limit;
  return components.map((component): CandidateGroups | null => {
    if (budget <= 0 || Date.now() > deadline) return null;
    const candidates = enumerateCandidateGroups(instance, component, budget, deadline);
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
