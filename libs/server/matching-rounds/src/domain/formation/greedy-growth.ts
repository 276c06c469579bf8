import type { SearchContext } from './search-context.js';

/**
 * Grows a group from `seed` among unplaced members: each step adds the compatible neighbour with
 * the most mutual edges into the group, preferring members with few other options (they are the
 * ones left out otherwise), with `noise` randomising the choice. Stops at `target` once every rule
 * holds, or at the maximum size. Returns the members, or null when no feasible group came out.
 */
export function growGroup(context: SearchContext, seed: number, target: number, noise: number): number[] | null {
  const { instance, partition, builder, links, random } = context;
  const { graph, maxSize } = instance;
  const touched: number[] = [];
  const link = (v: number): void => {
    for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++) {
      const u = graph.target[k]!;
      if (links[u]!++ === 0) touched.push(u);
    }
  };
  builder.reset().add(seed);
  const inGroup = new Set([seed]);
  link(seed);
  while (builder.size < maxSize && !(builder.size >= target && builder.isComplete())) {
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const candidate of touched) {
      if (partition.groupOf[candidate]! >= 0 || inGroup.has(candidate) || !builder.accepts(candidate)) continue;
      if (!canStillComplete(context, candidate)) continue;
      const score = links[candidate]! * 4 - context.freeDegree(candidate) * 0.5 + random.next() * noise;
      if (score > bestScore) {
        bestScore = score;
        best = candidate;
      }
    }
    if (best < 0) break;
    builder.add(best);
    inGroup.add(best);
    link(best);
  }
  for (const u of touched) links[u] = 0;
  return builder.isComplete() ? [...builder.members] : null;
}

/** Whether adding v still leaves room to satisfy gender balance and the venue rule by the maximum size. */
function canStillComplete(context: SearchContext, v: number): boolean {
  const { instance, builder } = context;
  const roomAfter = instance.maxSize - builder.size - 1;
  if (instance.input.genderBalance && Math.abs(builder.imbalance + instance.sex[v]!) > 1 + roomAfter) return false;
  return !(instance.input.requireVenue && !builder.hasVenue && roomAfter === 0 && !instance.venue[v]);
}
