import type { CompiledInstance } from './compiled-instance.js';
import { GroupBuilder } from './group-builder.js';
import { GroupPartition } from './group-partition.js';
import { SeededRandom } from './seeded-random.js';

/** What the heuristic's moves share: the instance, the solution under change and scratch space. */
export class SearchContext {
  readonly partition: GroupPartition;
  readonly builder: GroupBuilder;
  readonly random: SeededRandom;
  /** Scratch counters indexed by member, always left at zero between uses. */
  readonly links: Int32Array;

  constructor(
    readonly instance: CompiledInstance,
    seed: number,
  ) {
    this.partition = new GroupPartition(instance);
    this.builder = new GroupBuilder(instance);
    this.random = new SeededRandom(seed);
    this.links = new Int32Array(instance.size);
  }

  /** Distinct groups of v's neighbours, other than v's own. */
  neighbourGroups(v: number): number[] {
    const { graph } = this.instance;
    const own = this.partition.groupOf[v];
    const groups: number[] = [];
    for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++) {
      const group = this.partition.groupOf[graph.target[k]!]!;
      if (group >= 0 && group !== own && !groups.includes(group)) groups.push(group);
    }
    return groups;
  }

  /** Neighbours of v not placed in any group. */
  freeDegree(v: number): number {
    const { graph } = this.instance;
    let free = 0;
    for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++)
      if (this.partition.groupOf[graph.target[k]!]! < 0) free++;
    return free;
  }

  /** A group size to aim for: often the maximum (more edges), otherwise any allowed size. */
  randomTarget(): number {
    const { minSize, maxSize } = this.instance;
    return this.random.next() < 0.5 ? maxSize : minSize + this.random.below(maxSize - minSize + 1);
  }
}
