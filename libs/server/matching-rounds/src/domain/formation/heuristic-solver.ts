import type { CompiledInstance } from './compiled-instance.js';
import type { FormationScore } from './formation-score.js';
import { searchComponent } from './large-neighbourhood-search.js';
import { SearchContext } from './search-context.js';

export interface HeuristicSettings {
  readonly seed: number;
  /** Wall-clock budget shared by all components, in proportion to their size. */
  readonly timeLimitMs: number;
  /** Destroy-and-repair rounds without improvement before a component counts as done, per member. */
  readonly idleRoundsPerMember: number;
  /** Perturbed restarts per component once its search stalls. */
  readonly restarts: number;
  /** Destroy-and-repair rounds per component at most, restarts included. */
  readonly iterationLimit?: number;
}

/**
 * The heuristic: each component is searched on its own (randomized greedy growth, local search,
 * large-neighbourhood search), largest first. Deterministic for a seed unless the time box cuts a
 * component's search short. Returns each component's groups as member index lists.
 */
export function solveHeuristically(
  instance: CompiledInstance,
  components: readonly (readonly number[])[],
  ceilings: readonly FormationScore[],
  settings: HeuristicSettings,
): number[][][] {
  const context = new SearchContext(instance, settings.seed);
  const started = Date.now();
  let remainingMembers = components.reduce((sum, component) => sum + component.length, 0);
  components.forEach((component, index) => {
    const remainingTime = settings.timeLimitMs - (Date.now() - started);
    const share = Math.max(0, (remainingTime * component.length) / Math.max(1, remainingMembers));
    searchComponent(context, component, {
      deadline: Date.now() + share,
      maxIdleRounds: Math.max(50, Math.round(settings.idleRoundsPerMember * component.length)),
      ceiling: ceilings[index]!,
      restarts: settings.restarts,
      rounds: settings.iterationLimit ?? Number.POSITIVE_INFINITY,
    });
    remainingMembers -= component.length;
  });
  const groups: number[][][] = components.map(() => []);
  const componentOf = new Map<number, number>();
  components.forEach((component, index) => component.forEach((member) => componentOf.set(member, index)));
  for (const group of context.partition.groupIds()) {
    const members = [...context.partition.members(group)];
    groups[componentOf.get(members[0]!)!]!.push(members);
  }
  return groups;
}
