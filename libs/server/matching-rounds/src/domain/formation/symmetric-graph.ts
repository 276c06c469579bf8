/** An undirected graph in compressed sparse rows: the neighbours of v are target[start[v]..start[v+1]), sorted. */
export interface SymmetricGraph {
  readonly start: Int32Array;
  readonly target: Int32Array;
}

/** Builds the graph from flat [a, b, ...] pairs; duplicates and both directions are merged. */
export function buildSymmetricGraph(size: number, pairs: readonly number[]): SymmetricGraph {
  const degree = new Int32Array(size + 1);
  for (let k = 0; k < pairs.length; k++) degree[pairs[k]! + 1]!++;
  for (let v = 0; v < size; v++) degree[v + 1]! += degree[v]!;
  const fill = degree.slice(0, size);
  const raw = new Int32Array(pairs.length);
  for (let k = 0; k < pairs.length; k += 2) {
    raw[fill[pairs[k]!]!++] = pairs[k + 1]!;
    raw[fill[pairs[k + 1]!]!++] = pairs[k]!;
  }
  const start = new Int32Array(size + 1);
  const target: number[] = [];
  for (let v = 0; v < size; v++) {
    const row = raw.subarray(degree[v], degree[v + 1]).sort();
    for (let k = 0; k < row.length; k++) if (k === 0 || row[k] !== row[k - 1]) target.push(row[k]!);
    start[v + 1] = target.length;
  }
  return { start, target: Int32Array.from(target) };
}

export function degreeOf(graph: SymmetricGraph, v: number): number {
  return graph.start[v + 1]! - graph.start[v]!;
}

export function hasNeighbor(graph: SymmetricGraph, a: number, b: number): boolean {
  let low = graph.start[a]!;
  let high = graph.start[a + 1]! - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = graph.target[middle]!;
    if (value === b) return true;
    if (value < b) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
