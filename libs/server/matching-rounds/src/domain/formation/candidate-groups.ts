import type { CompiledInstance } from './compiled-instance.js';
import { GroupBuilder } from './group-builder.js';
import { hasNeighbor } from './symmetric-graph.js';

/** Every feasible group of some members, flat: group g is members[starts[g]..starts[g+1]). */
export interface CandidateGroups {
  readonly count: number;
  readonly starts: Int32Array;
  readonly members: Int32Array;
  readonly edges: Float64Array;
  readonly waited: Float64Array;
}

/**
 * Enumerates every feasible group inside one component: each connected member set of size
 * min..max is visited exactly once (ESU: a set grows from its lowest-numbered member and only through
 * the exclusive neighbourhood of the last member added), branches that break a hereditary rule are cut,
 * and the remaining rules are checked per set. Returns null once more than `limit` groups exist,
 * which is how the engine decides an instance is too large to solve exactly, or once Date.now()
 * passes `deadline` (groups that take too long to list take too long to solve over too).
 */
export function enumerateCandidateGroups(
  instance: CompiledInstance,
  component: readonly number[],
  limit: number,
  deadline = Number.POSITIVE_INFINITY,
): CandidateGroups | null {
  const { graph, maxSize } = instance;
  const builders = Array.from({ length: maxSize + 1 }, () => new GroupBuilder(instance));
  const cover = new Int32Array(instance.size);
  const starts: number[] = [0];
  const members: number[] = [];
  const edges: number[] = [];
  const waited: number[] = [];
  let overflow = false;

  const touch = (w: number, delta: number): void => {
    cover[w]! += delta;
    for (let k = graph.start[w]!; k < graph.start[w + 1]!; k++) cover[graph.target[k]!]! += delta;
  };

  const extend = (depth: number, extension: number[], root: number, edgeCount: number, waitedSum: number): void => {
    const builder = builders[depth]!;
    if (builder.isComplete()) {
      if (edges.length >= limit || ((edges.length & 255) === 255 && Date.now() > deadline)) {
        overflow = true;
        return;
      }
      for (const member of [...builder.members].sort((a, b) => a - b)) members.push(member);
      starts.push(members.length);
      edges.push(edgeCount);
      waited.push(waitedSum);
    }
    if (builder.size === maxSize) return;
    const pending = extension.slice();
    while (pending.length > 0 && !overflow) {
      const w = pending.pop()!;
      if (!builder.accepts(w)) continue;
      const next = pending.slice();
      for (let k = graph.start[w]!; k < graph.start[w + 1]!; k++) {
        const u = graph.target[k]!;
        if (u > root && cover[u] === 0) next.push(u);
      }
      let added = 0;
      for (const member of builder.members) if (hasNeighbor(graph, w, member)) added++;
      const child = builders[depth + 1]!.copyFrom(builder);
      child.add(w);
      touch(w, 1);
      extend(depth + 1, next, root, edgeCount + added, waitedSum + instance.waited[w]!);
      touch(w, -1);
    }
  };

  for (const root of component) {
    const builder = builders[1]!.reset();
    builder.add(root);
    touch(root, 1);
    const extension: number[] = [];
    for (let k = graph.start[root]!; k < graph.start[root + 1]!; k++) {
      if (graph.target[k]! > root) extension.push(graph.target[k]!);
    }
    extend(1, extension, root, 0, instance.waited[root]!);
    touch(root, -1);
    if (overflow) return null;
  }
  return {
    count: edges.length,
    starts: Int32Array.from(starts),
    members: Int32Array.from(members),
    edges: Float64Array.from(edges),
    waited: Float64Array.from(waited),
  };
}
