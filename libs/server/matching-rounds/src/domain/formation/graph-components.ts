import type { SymmetricGraph } from './symmetric-graph.js';

/**
 * Connected components of the compatible mutual graph with at least `minSize` members, largest
 * first. A feasible group is connected in that graph, so it lies inside one component, and smaller
 * components can host no group at all.
 */
export function graphComponents(graph: SymmetricGraph, size: number, minSize: number): number[][] {
  const seen = new Uint8Array(size);
  const components: number[][] = [];
  for (let root = 0; root < size; root++) {
    if (seen[root] || graph.start[root + 1] === graph.start[root]) continue;
    seen[root] = 1;
    const component = [root];
    for (let head = 0; head < component.length; head++) {
      const v = component[head]!;
      for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++) {
        const u = graph.target[k]!;
        if (!seen[u]) {
          seen[u] = 1;
          component.push(u);
        }
      }
    }
    if (component.length >= minSize) components.push(component.sort((a, b) => a - b));
  }
  return components.sort((a, b) => b.length - a.length);
}
