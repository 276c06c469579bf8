import { countEdges, isFeasibleGroup } from './group-builder.js';
import { growGroup } from './greedy-growth.js';
import type { SearchContext } from './search-context.js';
import { hasNeighbor } from './symmetric-graph.js';

/**
 * First-improvement local search around `focus`: unplaced members try insert, eject-and-reinsert
 * (swap with a placed member who then moves elsewhere) and forming a new group; placed members try
 * relocate and swap for more mutual edges. Every move keeps all groups feasible and never lowers the
 * objective. Stops when a pass finds nothing or after `maxPasses`.
 */
export function improveLocally(context: SearchContext, focus: readonly number[], maxPasses = 8): void {
  const order = [...focus];
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    context.random.shuffle(order);
    for (const v of order) {
      const moved =
        context.partition.groupOf[v]! < 0
          ? insert(context, v) || eject(context, v) || formNew(context, v)
          : relocate(context, v) || swap(context, v);
      improved ||= moved;
    }
    if (!improved) return;
  }
}

/** An unplaced member joins a neighbouring group with room. */
export function insert(context: SearchContext, u: number): boolean {
  const { partition, builder, instance } = context;
  for (const group of context.neighbourGroups(u)) {
    const members = partition.members(group);
    if (members.length >= instance.maxSize) continue;
    builder.load(members);
    if (!builder.accepts(u)) continue;
    builder.add(u);
    if (!builder.isComplete()) continue;
    partition.replace(group, [...members, u], partition.edgesOf(group) + linksInto(context, u, members));
    return true;
  }
  return false;
}

/**
 * An unplaced member takes a placed member's seat; kept when the displaced member finds another
 * group (one more placed) or the group gains edges or fairness without losing anyone.
 */
function eject(context: SearchContext, u: number): boolean {
  const { partition, builder, instance } = context;
  for (const group of context.neighbourGroups(u)) {
    const before = [...partition.members(group)];
    const edgesBefore = partition.edgesOf(group);
    for (const v of before) {
      const after = before.map((member) => (member === v ? u : member));
      if (!isFeasibleGroup(builder, instance.graph, after)) continue;
      const edgesAfter = countEdges(instance.graph, after);
      partition.replace(group, after, edgesAfter);
      if (insert(context, v)) return true;
      const gain = edgesAfter - edgesBefore || instance.waited[u]! - instance.waited[v]!;
      if (gain > 0) return true;
      partition.replace(group, before, edgesBefore);
    }
  }
  return false;
}

function formNew(context: SearchContext, u: number): boolean {
  if (context.freeDegree(u) === 0) return false;
  const members = growGroup(context, u, context.randomTarget(), 1);
  if (!members) return false;
  context.partition.add(members);
  return true;
}

/** A placed member moves to a neighbouring group where it has more mutual edges. */
function relocate(context: SearchContext, v: number): boolean {
  const { partition, builder, instance } = context;
  const from = partition.groupOf[v]!;
  const source = partition.members(from);
  if (source.length <= instance.minSize) return false;
  const rest = source.filter((member) => member !== v);
  const linksBefore = linksInto(context, v, rest);
  for (const to of context.neighbourGroups(v)) {
    const target = partition.members(to);
    if (target.length >= instance.maxSize) continue;
    const linksAfter = linksInto(context, v, target);
    if (linksAfter <= linksBefore) continue;
    builder.load(target);
    if (!builder.accepts(v)) continue;
    builder.add(v);
    if (!builder.isComplete()) continue;
    // Checked last (the costliest test), and only once: the move is made or refused right here.
    if (!isFeasibleGroup(builder, instance.graph, rest)) return false;
    const targetAfter = [...target, v];
    const targetEdges = partition.edgesOf(to) + linksAfter;
    partition.replace(from, rest, partition.edgesOf(from) - linksBefore);
    partition.replace(to, targetAfter, targetEdges);
    return true;
  }
  return false;
}

/** Two placed members of neighbouring groups trade places when that adds mutual edges. */
function swap(context: SearchContext, v: number): boolean {
  const { partition, builder, instance } = context;
  const from = partition.groupOf[v]!;
  const source = partition.members(from);
  for (const to of context.neighbourGroups(v)) {
    const target = partition.members(to);
    const edgesBefore = partition.edgesOf(from) + partition.edgesOf(to);
    for (const w of target) {
      const sourceAfter = source.map((member) => (member === v ? w : member));
      const targetAfter = target.map((member) => (member === w ? v : member));
      const edgesAfter = countEdges(instance.graph, sourceAfter) + countEdges(instance.graph, targetAfter);
      if (edgesAfter <= edgesBefore) continue;
      if (!isFeasibleGroup(builder, instance.graph, sourceAfter)) continue;
      if (!isFeasibleGroup(builder, instance.graph, targetAfter)) continue;
      partition.remove(from);
      partition.remove(to);
      partition.add(sourceAfter);
      partition.add(targetAfter);
      return true;
    }
  }
  return false;
}

function linksInto(context: SearchContext, v: number, members: readonly number[]): number {
  let links = 0;
  for (const member of members) if (member !== v && hasNeighbor(context.instance.graph, v, member)) links++;
  return links;
}
