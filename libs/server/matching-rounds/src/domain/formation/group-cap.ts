import { countingPickLevel, type FormationInput } from './formation-input.js';
import type { FormationOutput, FormedGroup } from './formation-output.js';
import type { FormationScore } from './formation-score.js';

/**
 * A format's cap on its groups (spec 3 §3, maxGroups): the best `maxGroups` groups stay, by the
 * engine's own objective per group (members, mutual edges inside, rounds waited); the members of
 * the others join the unplaced, who go to the waitlist. Groups keep the engine's order.
 */
export function capGroups(input: FormationInput, output: FormationOutput, maxGroups: number | null): FormationOutput {
  if (maxGroups === null || output.groups.length <= maxGroups) return output;
  const scored = output.groups.map((group, index) => ({ group, index, score: groupScore(input, group) }));
  const kept = new Set(
    [...scored]
      .sort(
        (a, b) =>
          b.score.placed - a.score.placed ||
          b.score.edges - a.score.edges ||
          b.score.waited - a.score.waited ||
          a.index - b.index,
      )
      .slice(0, Math.max(0, maxGroups))
      .map((entry) => entry.index),
  );
  const groups = scored.filter((entry) => kept.has(entry.index)).map((entry) => entry.group);
  const dropped = scored.filter((entry) => !kept.has(entry.index)).flatMap((entry) => entry.group.members);
  return { groups, unplaced: [...output.unplaced, ...dropped] };
}

/** The objective of these groups alone. */
export function scoreOf(input: FormationInput, groups: readonly FormedGroup[]): FormationScore {
  return groups
    .map((group) => groupScore(input, group))
    .reduce(
      (sum, score) => ({
        placed: sum.placed + score.placed,
        edges: sum.edges + score.edges,
        waited: sum.waited + score.waited,
      }),
      {
        placed: 0,
        edges: 0,
        waited: 0,
      },
    );
}

function groupScore(input: FormationInput, group: FormedGroup): FormationScore {
  const members = new Set(group.members);
  const counted = new Set(
    input.picks
      .filter((pick) => pick.level >= countingPickLevel && members.has(pick.from) && members.has(pick.to))
      .map((pick) => `${pick.from}>${pick.to}`),
  );
  let edges = 0;
  for (const key of counted) {
    const [from, to] = key.split('>') as [string, string];
    if (from < to && counted.has(`${to}>${from}`)) edges += 1;
  }
  const waited = input.members
    .filter((member) => members.has(member.id))
    .reduce((sum, member) => sum + member.roundsWaited, 0);
  return { placed: members.size, edges, waited };
}
