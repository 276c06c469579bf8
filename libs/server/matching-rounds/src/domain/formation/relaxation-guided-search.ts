import type { CompiledInstance } from './compiled-instance.js';
import { compareScores, type FormationScore } from './formation-score.js';
import { searchComponent } from './large-neighbourhood-search.js';
import { SearchContext } from './search-context.js';

export interface GuidedSearchSettings {
  readonly seed: number;
  /** Date.now() by which the search ends. */
  readonly deadline: number;
  /** Restarts from the LP at most; the time left is shared among them. */
  readonly rounds: number;
  /** An upper bound on the component's score: a restart that reaches it ends the search. */
  readonly ceiling: FormationScore;
  /** Destroy-and-repair rounds per restart at most (as the heuristic's `iterationLimit`). */
  readonly iterationLimit?: number;
}

/**
 * Large-neighbourhood search started from the LP relaxation instead of a greedy construction: the
 * LP's groups are taken in order of their value (with some noise after the first round) as long as
 * they do not overlap, the search fills in and improves from there. The LP sees the whole component
 * at once, so its groups lead out of the local optima a greedy start falls into (on dense pools with
 * gender balance, several members more). Returns the best groups found and their score.
 */
export function searchFromRelaxation(
  instance: CompiledInstance,
  component: readonly number[],
  support: readonly { readonly members: readonly number[]; readonly value: number }[],
  settings: GuidedSearchSettings,
): { groups: number[][]; score: FormationScore } | null {
  let best: { groups: number[][]; score: FormationScore } | null = null;
  for (let round = 0; round < settings.rounds; round++) {
    const left = settings.deadline - Date.now();
    if (left <= 0) break;
    const context = new SearchContext(instance, settings.seed + round);
    const noise = round === 0 ? 0 : 0.5;
    const order = support
      .map((column) => ({ members: column.members, key: column.value + context.random.next() * noise }))
      .sort((a, b) => b.key - a.key);
    const taken = new Uint8Array(instance.size);
    const start: (readonly number[])[] = [];
    for (const { members } of order) {
      if (members.some((member) => taken[member])) continue;
      for (const member of members) taken[member] = 1;
      start.push(members);
    }
    searchComponent(
      context,
      component,
      {
        deadline: Date.now() + left / (settings.rounds - round),
        maxIdleRounds: Math.max(50, 10 * component.length),
        ceiling: settings.ceiling,
        restarts: 2,
        rounds: settings.iterationLimit ?? Number.POSITIVE_INFINITY,
      },
      start,
    );
    const score = context.partition.score;
    if (best === null || compareScores(score, best.score) > 0) {
      best = { groups: context.partition.snapshot(context.partition.groupIds()), score };
    }
    if (score.placed >= settings.ceiling.placed && score.edges >= settings.ceiling.edges) break;
  }
  return best;
}
