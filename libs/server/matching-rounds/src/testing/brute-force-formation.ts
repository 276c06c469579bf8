import type { FormationInput } from '../domain/formation/formation-input.js';
import type { FormationScore } from '../domain/formation/formation-score.js';
import { groupProblems } from '../domain/formation/formation-validator.js';

/**
 * The optimum by exhaustion, for tiny inputs (≤ 12 members): every subset is checked by the
 * validator's rules (trying every slot and neighbourhood), then every packing of feasible subsets
 * is scored. Shares no code with the solvers, so it can referee them.
 */
export function bruteForceOptimum(input: FormationInput): FormationScore {
  const members = input.members;
  if (members.length > 12) throw new Error('bruteForceOptimum is for tiny inputs');
  const counted = new Set(input.picks.filter((pick) => pick.level >= 2).map((pick) => `${pick.from}\u0000${pick.to}`));
  const blocked = new Set(input.blocks.map((block) => `${block.from}\u0000${block.to}`));
  const slots = [...new Set(members.flatMap((member) => member.slots))];
  const hoods = [...new Set(members.flatMap((member) => member.neighborhoods))];
  const feasible: { mask: number; score: FormationScore }[] = [];
  for (let mask = 1; mask < 1 << members.length; mask++) {
    const group = members.filter((_, k) => mask & (1 << k));
    const ok = slots.some((slot) =>
      hoods.some(
        (neighborhood) =>
          groupProblems(input, { members: group.map((m) => m.id), slot, neighborhood }, group, counted, blocked)
            .length === 0,
      ),
    );
    if (!ok) continue;
    let edges = 0;
    for (const a of group)
      for (const b of group)
        if (a.id < b.id && counted.has(`${a.id}\u0000${b.id}`) && counted.has(`${b.id}\u0000${a.id}`)) edges++;
    const waited = group.reduce((sum, member) => sum + member.roundsWaited, 0);
    feasible.push({ mask, score: { placed: group.length, edges, waited } });
  }
  let best: FormationScore = { placed: 0, edges: 0, waited: 0 };
  const compare = (a: FormationScore, b: FormationScore): number =>
    a.placed - b.placed || a.edges - b.edges || a.waited - b.waited;
  const search = (from: number, used: number, score: FormationScore): void => {
    if (compare(score, best) > 0) best = score;
    for (let k = from; k < feasible.length; k++) {
      const group = feasible[k]!;
      if (group.mask & used) continue;
      search(k + 1, used | group.mask, {
        placed: score.placed + group.score.placed,
        edges: score.edges + group.score.edges,
        waited: score.waited + group.score.waited,
      });
    }
  };
  search(0, 0, best);
  return best;
}
