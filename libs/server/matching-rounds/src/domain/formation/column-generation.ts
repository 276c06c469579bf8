import type { CandidateGroups } from './candidate-groups.js';
import type { CompiledInstance } from './compiled-instance.js';
import { countEdges } from './group-builder.js';
import { priceExactly, priceGreedily } from './group-pricing.js';
import type { PackingSolver } from './packing-solver.port.js';

export interface ColumnGeneration {
  /** A proven upper bound on the members placed in the component (Infinity when no LP was solved). */
  readonly placedBound: number;
  /** True when pricing proved the LP optimal over every feasible group: the bound is the LP's. */
  readonly converged: boolean;
  /** Every group generated, the starting groups included: columns for a restricted MILP. */
  readonly columns: CandidateGroups;
  readonly iterations: number;
  /**
   * Each member's dual price (indexed by member) in the last master LP solved, with that LP's value;
   * null when none was. When converged, no feasible group has Σ (1 − π) > 0 over its members.
   */
  readonly prices: { readonly dual: Float64Array; readonly value: number } | null;
  /** The last master LP's groups with a positive value, highest first: where the LP places members. */
  readonly support: readonly { readonly members: readonly number[]; readonly value: number }[];
}

export interface ColumnGenerationSettings {
  /** Date.now() after which no new LP is started. */
  readonly deadline: number;
  /** Feasible groups to start from (e.g. the heuristic's). */
  readonly start: readonly (readonly number[])[];
}

// Columns priced in per round: greedy pricing is cheap, the exact search is cut by the bar it sets.
const greedyColumns = 40;
const exactColumns = 12;
const epsilon = 1e-6;

/**
 * The LP relaxation of set packing over every feasible group of one component, by column
 * generation: the restricted master LP (HiGHS) over the groups generated so far gives each member a
 * dual price π; a group with Σ (1 − π) > 0 over its members would raise the LP, so it is priced in,
 * found greedily first and, when greed finds none, by branch and bound. When none exists the LP is
 * optimal. At any round a Lagrangian bound holds (see `lagrangianBound`), δ ≥ the best reduced
 * cost, so a deadline still leaves a valid bound.
 */
export async function generateColumns(
  instance: CompiledInstance,
  component: readonly number[],
  solver: PackingSolver,
  settings: ColumnGenerationSettings,
): Promise<ColumnGeneration> {
  const row = new Map<number, number>();
  component.forEach((member, index) => row.set(member, index));
  const pool = new ColumnPool();
  for (const group of settings.start) pool.add(group);
  const maxGroups = Math.floor(component.length / instance.minSize);
  const profit = new Float64Array(instance.size);
  for (const v of component) profit[v] = 1;
  for (const { members } of priceGreedily(instance, component, profit, epsilon, greedyColumns)) pool.add(members);
  if (pool.size === 0) {
    // Greed found no feasible group: the search either finds some or proves there is none (bound 0).
    const any = priceExactly(instance, component, profit, epsilon, greedyColumns, settings.deadline);
    for (const { members } of any.groups) pool.add(members);
    if (any.complete && pool.size === 0) {
      return {
        placedBound: 0,
        converged: true,
        columns: pool.candidates(instance),
        iterations: 0,
        support: [],
        prices: null,
      };
    }
  }

  let placedBound = Number.POSITIVE_INFINITY;
  let converged = false;
  let iterations = 0;
  let priced = false;
  let dualSum = 0;
  let lpValue = 0;
  let support: { members: number[]; value: number }[] = [];
  while (pool.size > 0 && Date.now() < settings.deadline) {
    const lp = await solver.solve({
      rows: component.length,
      ...pool.matrix(row),
      objectives: [pool.sizes()],
      integral: false,
      timeLimitSeconds: Math.max(0.05, (settings.deadline - Date.now()) / 1000),
    });
    if (lp.status !== 'optimal' || !lp.duals) break;
    iterations++;
    lpValue = lp.objectiveValues[0]!;
    support = pool.support(lp.values);
    dualSum = 0;
    for (const v of component) {
      const price = lp.duals[row.get(v)!]!;
      profit[v] = 1 - price;
      dualSum += price;
    }
    priced = true;
    const greedy = priceGreedily(instance, component, profit, epsilon, greedyColumns).filter(
      (group) => !pool.has(group.members),
    );
    if (greedy.length > 0) {
      for (const { members } of greedy) pool.add(members);
      continue;
    }
    const exact = priceExactly(instance, component, profit, epsilon, exactColumns, settings.deadline);
    placedBound = Math.min(placedBound, lagrangianBound(dualSum, exact.upperBound, maxGroups, instance.minSize));
    const fresh = exact.groups.filter((group) => !pool.has(group.members));
    if (exact.complete && fresh.length === 0) {
      converged = true;
      break;
    }
    for (const { members } of fresh) pool.add(members);
  }
  if (!converged && priced) {
    // Out of time: a quick, looser pricing bound against the last duals.
    const last = priceExactly(instance, component, profit, epsilon, 1, Date.now());
    placedBound = Math.min(placedBound, lagrangianBound(dualSum, last.upperBound, maxGroups, instance.minSize));
  }
  return {
    placedBound: Number.isFinite(placedBound) ? Math.floor(placedBound + epsilon) : placedBound,
    converged,
    columns: pool.candidates(instance),
    iterations,
    support,
    prices: priced ? { dual: profit.map((value, v) => (component.includes(v) ? 1 - value : 0)), value: lpValue } : null,
  };
}

/**
 * A packing placing z members in groups g has z = Σ x_g (rc_g + π(g)) ≤ δ · Σ x_g + Σ π, and
 * Σ x_g ≤ min(⌊n / min⌋, z / min): so z ≤ Σ π + δ · ⌊n / min⌋, and z ≤ Σ π / (1 − δ / min) while δ < min.
 */
function lagrangianBound(dualSum: number, reducedCostBound: number, maxGroups: number, minSize: number): number {
  const delta = Math.max(0, reducedCostBound);
  const byCount = dualSum + delta * maxGroups;
  return delta < minSize ? Math.min(byCount, dualSum / (1 - delta / minSize)) : byCount;
}

/** The generated groups, each once, sorted members within. */
class ColumnPool {
  private readonly keys = new Set<string>();
  private readonly groups: number[][] = [];

  get size(): number {
    return this.groups.length;
  }

  has(members: readonly number[]): boolean {
    return this.keys.has(keyOf(members));
  }

  add(members: readonly number[]): void {
    const key = keyOf(members);
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.groups.push([...members].sort((a, b) => a - b));
  }

  support(values: Float64Array): { members: number[]; value: number }[] {
    const chosen: { members: number[]; value: number }[] = [];
    this.groups.forEach((members, c) => {
      if (values[c]! > epsilon) chosen.push({ members, value: values[c]! });
    });
    return chosen.sort((a, b) => b.value - a.value);
  }

  sizes(): Float64Array {
    return Float64Array.from(this.groups, (group) => group.length);
  }

  matrix(row: ReadonlyMap<number, number>): { columnStarts: Int32Array; columnRows: Int32Array } {
    const columnStarts = new Int32Array(this.groups.length + 1);
    const rows: number[] = [];
    this.groups.forEach((group, c) => {
      for (const member of group) rows.push(row.get(member)!);
      columnStarts[c + 1] = rows.length;
    });
    return { columnStarts, columnRows: Int32Array.from(rows) };
  }

  candidates(instance: CompiledInstance): CandidateGroups {
    const starts = new Int32Array(this.groups.length + 1);
    const members: number[] = [];
    this.groups.forEach((group, c) => {
      members.push(...group);
      starts[c + 1] = members.length;
    });
    return {
      count: this.groups.length,
      starts,
      members: Int32Array.from(members),
      edges: Float64Array.from(this.groups, (group) => countEdges(instance.graph, group)),
      waited: Float64Array.from(this.groups, (group) => group.reduce((sum, v) => sum + instance.waited[v]!, 0)),
    };
  }
}

function keyOf(members: readonly number[]): string {
  return [...members].sort((a, b) => a - b).join(',');
}
