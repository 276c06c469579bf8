import type { CompiledInstance } from './compiled-instance.js';
import { countEdges } from './group-builder.js';
import type { FormationScore } from './formation-score.js';

/**
 * The groups of a solution under change, with each member's group (-1 when unplaced) and the running
 * objective. Callers keep every stored group feasible; this class only keeps the books.
 */
export class GroupPartition {
  readonly groupOf: Int32Array;
  private readonly groups: (number[] | null)[] = [];
  private readonly groupEdges: number[] = [];
  private readonly spare: number[] = [];
  private placedTotal = 0;
  private edgesTotal = 0;
  private waitedTotal = 0;

  constructor(private readonly instance: CompiledInstance) {
    this.groupOf = new Int32Array(instance.size).fill(-1);
  }

  get score(): FormationScore {
    return { placed: this.placedTotal, edges: this.edgesTotal, waited: this.waitedTotal };
  }

  members(group: number): readonly number[] {
    return this.groups[group]!;
  }

  edgesOf(group: number): number {
    return this.groupEdges[group]!;
  }

  /** Ids of the live groups. */
  groupIds(): number[] {
    const ids: number[] = [];
    this.groups.forEach((members, id) => {
      if (members) ids.push(id);
    });
    return ids;
  }

  add(members: readonly number[], edges = countEdges(this.instance.graph, members)): number {
    const id = this.spare.pop() ?? this.groups.length;
    this.groups[id] = [...members];
    this.groupEdges[id] = edges;
    for (const member of members) {
      if (this.groupOf[member]! >= 0) throw new Error(`Member ${member} is already in group ${this.groupOf[member]}`);
      this.groupOf[member] = id;
      this.waitedTotal += this.instance.waited[member]!;
    }
    this.placedTotal += members.length;
    this.edgesTotal += edges;
    return id;
  }

  remove(group: number): number[] {
    const members = this.groups[group]!;
    for (const member of members) {
      this.groupOf[member] = -1;
      this.waitedTotal -= this.instance.waited[member]!;
    }
    this.placedTotal -= members.length;
    this.edgesTotal -= this.groupEdges[group]!;
    this.groups[group] = null;
    this.spare.push(group);
    return members;
  }

  replace(group: number, members: readonly number[], edges = countEdges(this.instance.graph, members)): void {
    this.remove(group);
    const id = this.add(members, edges);
    if (id !== group) throw new Error('GroupPartition.replace reused another id');
  }

  /** The groups as member lists, to restore later with `restore`. */
  snapshot(groups: readonly number[]): number[][] {
    return groups.map((group) => [...this.groups[group]!]);
  }
}
