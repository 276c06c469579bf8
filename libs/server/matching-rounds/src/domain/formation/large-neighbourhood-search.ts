import { compareScores, type FormationScore } from './formation-score.js';
import { growGroup } from './greedy-growth.js';
import { improveLocally } from './local-search.js';
import type { SearchContext } from './search-context.js';

export interface ComponentSearchLimits {
  /** Date.now() after which the search stops. */
  readonly deadline: number;
  /** Consecutive destroy-and-repair rounds without improvement after which the search stops. */
  readonly maxIdleRounds: number;
  /** Stop at once when the component reaches this score (an upper bound): nothing better exists. */
  readonly ceiling: FormationScore;
  /** Perturbed restarts after the first descent stalls; the best descent is kept. */
  readonly restarts: number;
  /** Destroy-and-repair rounds at most, over all restarts: a budget independent of the clock. */
  readonly rounds: number;
}

/**
 * Solves one component: a randomized greedy construction, local search, then large-neighbourhood
 * search: free a few neighbouring groups, regrow them differently, polish locally, and keep the result
 * unless the objective dropped. When that stalls, a third of the groups are regrown at random and the
 * search goes on from there (a few times); the best solution seen is kept.
 */
export function searchComponent(
  context: SearchContext,
  component: readonly number[],
  limits: ComponentSearchLimits,
  initial: readonly (readonly number[])[] = [],
) {
  const start = context.partition.score;
  // A given start (e.g. groups rounded from the LP) replaces the greedy construction's first groups.
  for (const group of initial) context.partition.add(group);
  construct(context, component, 0);
  improveLocally(context, component);
  let best = componentGroups(context, component);
  let bestScore = context.partition.score;
  const budget = { rounds: limits.rounds };
  for (let restart = 0; restart <= limits.restarts && Date.now() < limits.deadline && budget.rounds > 0; restart++) {
    if (restart > 0) perturb(context, component);
    if (descend(context, component, start, limits, budget)) return;
    if (compareScores(context.partition.score, bestScore) > 0) {
      best = componentGroups(context, component);
      bestScore = context.partition.score;
    }
  }
  restore(context, component, best);
}

/** Destroy-and-repair rounds until the ceiling (returns true), the idle limit, the round budget or the deadline. */
function descend(
  context: SearchContext,
  component: readonly number[],
  start: FormationScore,
  limits: ComponentSearchLimits,
  budget: { rounds: number },
): boolean {
  let idle = 0;
  while (idle < limits.maxIdleRounds && Date.now() < limits.deadline && budget.rounds-- > 0) {
    if (reached(context, start, limits.ceiling)) return true;
    const snapshot = componentGroups(context, component);
    const before = context.partition.score;
    const freed = destroy(context, component);
    construct(context, freed, 2);
    improveLocally(context, withUnplacedNeighbours(context, freed), 3);
    const change = compareScores(context.partition.score, before);
    if (change < 0) restore(context, component, snapshot);
    idle = change > 0 ? 0 : idle + 1;
  }
  return reached(context, start, limits.ceiling);
}

/** A restart that keeps most of the solution: a third of the groups are dissolved and regrown. */
function perturb(context: SearchContext, component: readonly number[]): void {
  const groups = new Set<number>();
  for (const v of component) if (context.partition.groupOf[v]! >= 0) groups.add(context.partition.groupOf[v]!);
  const freed: number[] = [];
  for (const group of groups) if (context.random.next() < 1 / 3) freed.push(...context.partition.remove(group));
  construct(context, freed, 4);
  improveLocally(context, withUnplacedNeighbours(context, freed), 3);
}

function reached(context: SearchContext, start: FormationScore, ceiling: FormationScore): boolean {
  const score = context.partition.score;
  return score.placed - start.placed >= ceiling.placed && score.edges - start.edges >= ceiling.edges;
}

/** Grows groups from the unplaced members of `members`, hardest to place first. */
function construct(context: SearchContext, members: readonly number[], noise: number): void {
  const keyed = members
    .filter((v) => context.partition.groupOf[v]! < 0)
    .map((v) => ({ v, key: context.freeDegree(v) + context.random.next() * noise }));
  keyed.sort((a, b) => a.key - b.key);
  for (const { v } of keyed) {
    if (context.partition.groupOf[v]! >= 0 || context.freeDegree(v) === 0) continue;
    const group = growGroup(context, v, context.randomTarget(), 1 + noise);
    if (group) context.partition.add(group);
  }
}

/** Dissolves a random group and a few of its neighbouring groups; returns the freed members. */
function destroy(context: SearchContext, component: readonly number[]): number[] {
  const { partition, random, instance } = context;
  const seed = pickSeed(context, component);
  const groups = new Set<number>();
  if (partition.groupOf[seed]! >= 0) groups.add(partition.groupOf[seed]!);
  const wanted = 2 + random.below(3);
  const frontier = [seed];
  for (let head = 0; head < frontier.length && groups.size < wanted; head++) {
    const v = frontier[head]!;
    for (let k = instance.graph.start[v]!; k < instance.graph.start[v + 1]! && groups.size < wanted; k++) {
      const u = instance.graph.target[k]!;
      const group = partition.groupOf[u]!;
      if (group >= 0 && !groups.has(group)) {
        groups.add(group);
        frontier.push(...partition.members(group));
      } else if (group < 0 && frontier.length < 64) frontier.push(u);
    }
  }
  const freed: number[] = partition.groupOf[seed]! < 0 ? [seed] : [];
  for (const group of groups) freed.push(...partition.remove(group));
  return freed;
}

/** Half the time an unplaced member (the search's main target), otherwise anyone in the component. */
function pickSeed(context: SearchContext, component: readonly number[]): number {
  const { partition, random } = context;
  if (random.next() < 0.5) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const v = component[random.below(component.length)]!;
      if (partition.groupOf[v]! < 0) return v;
    }
  }
  return component[random.below(component.length)]!;
}

function withUnplacedNeighbours(context: SearchContext, members: readonly number[]): number[] {
  const { graph } = context.instance;
  const focus = new Set(members);
  for (const v of members) {
    for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++) {
      const u = graph.target[k]!;
      if (context.partition.groupOf[u]! < 0) focus.add(u);
    }
  }
  return [...focus];
}

function componentGroups(context: SearchContext, component: readonly number[]): number[][] {
  const groups = new Set<number>();
  for (const v of component) if (context.partition.groupOf[v]! >= 0) groups.add(context.partition.groupOf[v]!);
  return context.partition.snapshot([...groups]);
}

function restore(context: SearchContext, component: readonly number[], snapshot: readonly number[][]): void {
  const groups = new Set<number>();
  for (const v of component) if (context.partition.groupOf[v]! >= 0) groups.add(context.partition.groupOf[v]!);
  for (const group of groups) context.partition.remove(group);
  for (const members of snapshot) context.partition.add(members);
}
