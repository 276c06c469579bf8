import type { CompiledInstance } from './compiled-instance.js';
import { GroupBuilder } from './group-builder.js';
import { hasNeighbor } from './symmetric-graph.js';

/** Groups found by pricing, each with its reduced cost Σ profit over its members. */
export interface PricedGroups {
  readonly groups: { readonly members: number[]; readonly value: number }[];
  /**
   * An upper bound on the reduced cost of every feasible group of the component: the best value
   * when the search finished, a looser bound when the deadline cut it short.
   */
  readonly upperBound: number;
  /** True when every feasible group was (implicitly) searched. */
  readonly complete: boolean;
}

/**
 * Greedy pricing: from each member with a positive profit, a group grows through mutual neighbours,
 * taking the most profitable member the rules accept, and the best feasible prefix is kept. Fast
 * and good at finding columns; proves nothing.
 */
export function priceGreedily(
  instance: CompiledInstance,
  component: readonly number[],
  profit: Float64Array,
  threshold: number,
  limit: number,
): PricedGroups['groups'] {
  const { graph, maxSize } = instance;
  const builder = new GroupBuilder(instance);
  const found = new Map<string, { members: number[]; value: number }>();
  const inGroup = new Uint8Array(instance.size);
  for (const seed of component) {
    if (profit[seed]! <= 0) continue;
    builder.reset().add(seed);
    inGroup[seed] = 1;
    let value = profit[seed]!;
    let best: { members: number[]; value: number } | null = null;
    while (builder.size < maxSize) {
      let next = -1;
      let nextScore = Number.NEGATIVE_INFINITY;
      for (const member of builder.members) {
        for (let k = graph.start[member]!; k < graph.start[member + 1]!; k++) {
          const u = graph.target[k]!;
          if (inGroup[u] || !builder.accepts(u)) continue;
          // Ties go to members with more links into the group: denser groups are likelier optimal.
          const score = profit[u]! + 1e-3 * links(graph, u, builder.members);
          if (score > nextScore) {
            nextScore = score;
            next = u;
          }
        }
      }
      if (next < 0) break;
      builder.add(next);
      inGroup[next] = 1;
      value += profit[next]!;
      if (builder.isComplete() && value > threshold && (best === null || value > best.value + 1e-9)) {
        best = { members: [...builder.members], value };
      }
    }
    for (const member of builder.members) inGroup[member] = 0;
    if (best) found.set([...best.members].sort((a, b) => a - b).join(','), best);
  }
  return [...found.values()].sort((a, b) => b.value - a.value).slice(0, limit);
}

/**
 * Exact pricing by branch and bound: every connected member set of the component is grown from its
 * lowest-numbered member (as in the candidate enumeration), and a branch is cut when its value plus
 * the best profits still addable cannot beat the `limit`-th best group found (or `threshold`).
 * Stops at `deadline`, then bounds what it did not search by each root's optimistic value.
 */
export function priceExactly(
  instance: CompiledInstance,
  component: readonly number[],
  profit: Float64Array,
  threshold: number,
  limit: number,
  deadline: number,
): PricedGroups {
  const { graph, maxSize } = instance;
  const builders = Array.from({ length: maxSize + 1 }, () => new GroupBuilder(instance));
  const cover = new Int32Array(instance.size);
  const inGroup = new Uint8Array(instance.size);
  const best: { members: number[]; value: number }[] = [];
  // Members by profit, best first: the optimistic completion takes the first ones the rules accept.
  // With gender balance it needs the members of each sex, negative profits included (a member of
  // the scarcer sex may be needed whatever their profit).
  const balanced = instance.input.genderBalance;
  const byProfit = component
    .filter((v) => profit[v]! > 0 || (balanced && instance.sex[v] !== 0))
    .sort((a, b) => profit[b]! - profit[a]!);
  let bar = threshold;
  let nodes = 0;
  let timedOut = false;

  // Kept unsorted up to twice the limit, then cut back to the best `limit`, which raises the bar.
  const record = (members: readonly number[], value: number): void => {
    best.push({ members: [...members].sort((a, b) => a - b), value });
    if (best.length >= 2 * limit) trim();
  };
  const trim = (): void => {
    best.sort((a, b) => b.value - a.value);
    if (best.length >= limit) {
      best.length = limit;
      bar = Math.max(threshold, best[limit - 1]!.value);
    }
  };

  /** Value plus the best profits of members above root the group could still take. */
  const optimistic = (builder: GroupBuilder, root: number, value: number): number => {
    const room = maxSize - builder.size;
    if (balanced) return value + balancedCompletion(builder, root, room);
    let left = room;
    let bound = value;
    for (let k = 0; k < byProfit.length && left > 0; k++) {
      const u = byProfit[k]!;
      if (profit[u]! <= 0) break;
      if (u <= root || inGroup[u] || !builder.accepts(u)) continue;
      bound += profit[u]!;
      left--;
    }
    return bound;
  };

  // The best profit `room` more members can add when the group must end with |men − women| ≤ 1:
  // the best prefixes of each sex's accepted members, over every count of men and women that
  // balances, with the most profitable others in the remaining room.
  const men: number[] = [0];
  const women: number[] = [0];
  const others: number[] = [0];
  const balancedCompletion = (builder: GroupBuilder, root: number, room: number): number => {
    men.length = women.length = others.length = 1;
    for (const u of byProfit) {
      if (u <= root || inGroup[u] || !builder.accepts(u)) continue;
      const sex = instance.sex[u]!;
      const list = sex > 0 ? men : sex < 0 ? women : others;
      if (list.length <= room && (sex !== 0 || profit[u]! > 0)) list.push(list[list.length - 1]! + profit[u]!);
    }
    let best = Number.NEGATIVE_INFINITY;
    for (let m = 0; m < men.length; m++) {
      for (let w = Math.max(0, m + builder.imbalance - 1); w <= m + builder.imbalance + 1; w++) {
        if (w >= women.length || m + w > room) continue;
        const o = Math.min(others.length - 1, room - m - w);
        best = Math.max(best, men[m]! + women[w]! + others[o]!);
      }
    }
    return best;
  };

  const touch = (w: number, delta: number): void => {
    cover[w]! += delta;
    for (let k = graph.start[w]!; k < graph.start[w + 1]!; k++) cover[graph.target[k]!]! += delta;
  };

  const extend = (depth: number, extension: number[], root: number, value: number): void => {
    const builder = builders[depth]!;
    if (value > bar + 1e-9 && builder.isComplete()) record(builder.members, value);
    if (builder.size === maxSize) return;
    if ((++nodes & 1023) === 0 && Date.now() > deadline) timedOut = true;
    if (timedOut || optimistic(builder, root, value) <= bar + 1e-9) return;
    const pending = extension.slice();
    while (pending.length > 0 && !timedOut) {
      const w = pending.pop()!;
      if (!builder.accepts(w)) continue;
      const next = pending.slice();
      for (let k = graph.start[w]!; k < graph.start[w + 1]!; k++) {
        const u = graph.target[k]!;
        if (u > root && cover[u] === 0) next.push(u);
      }
      const child = builders[depth + 1]!.copyFrom(builder);
      child.add(w);
      inGroup[w] = 1;
      touch(w, 1);
      extend(depth + 1, next, root, value + profit[w]!);
      touch(w, -1);
      inGroup[w] = 0;
    }
  };

  const roots = [...component].sort((a, b) => a - b);
  let unfinished = 0;
  for (; unfinished < roots.length && !timedOut; unfinished++) {
    const root = roots[unfinished]!;
    const builder = builders[1]!.reset();
    builder.add(root);
    inGroup[root] = 1;
    touch(root, 1);
    const extension: number[] = [];
    for (let k = graph.start[root]!; k < graph.start[root + 1]!; k++) {
      if (graph.target[k]! > root) extension.push(graph.target[k]!);
    }
    extend(1, extension, root, profit[root]!);
    touch(root, -1);
    inGroup[root] = 0;
    if (timedOut) break;
  }
  trim();
  let upperBound = best.length > 0 ? best[0]!.value : Number.NEGATIVE_INFINITY;
  if (timedOut) {
    // The roots not searched to the end: no group of theirs beats its root's optimistic value.
    const builder = builders[0]!;
    for (let k = unfinished; k < roots.length; k++) {
      builder.reset().add(roots[k]!);
      upperBound = Math.max(upperBound, optimistic(builder, roots[k]!, profit[roots[k]!]!));
    }
  } else {
    // Searched to the end: nothing left out is above the bar, which may sit above the best found.
    upperBound = Math.max(upperBound, best.length === limit ? bar : threshold);
  }
  return { groups: best, upperBound, complete: !timedOut };
}

function links(graph: CompiledInstance['graph'], v: number, members: readonly number[]): number {
  let count = 0;
  for (const member of members) if (hasNeighbor(graph, v, member)) count++;
  return count;
}
