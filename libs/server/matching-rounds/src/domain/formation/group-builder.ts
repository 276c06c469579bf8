import type { CompiledInstance } from './compiled-instance.js';
import { firstName, isEmptyMask } from './name-masks.js';
import { hasNeighbor } from './symmetric-graph.js';
import { anywhere } from './formation-input.js';

/**
 * A group under construction with its running intersections, so each rule costs O(group size) per
 * member added. `accepts` checks the hereditary rules (a violation stays violated when members are
 * added): size, shared slot and neighbourhood, age spread and blocks. `isComplete` checks the rest.
 * Connectivity is the caller's concern (growth only adds neighbours; see `isFeasibleGroup`).
 */
export class GroupBuilder {
  readonly members: number[] = [];
  private readonly slotMask: Uint32Array;
  private readonly hoodMask: Uint32Array;
  private explicitHoods = 0;
  private youngest = Number.POSITIVE_INFINITY;
  private oldest = Number.NEGATIVE_INFINITY;
  private balance = 0;
  private venues = 0;

  constructor(private readonly instance: CompiledInstance) {
    this.slotMask = new Uint32Array(instance.slots.words);
    this.hoodMask = new Uint32Array(instance.hoods.words);
  }

  get size(): number {
    return this.members.length;
  }

  /** male − female in the group. */
  get imbalance(): number {
    return this.balance;
  }

  get hasVenue(): boolean {
    return this.venues > 0;
  }

  reset(): this {
    this.members.length = 0;
    this.explicitHoods = 0;
    this.youngest = Number.POSITIVE_INFINITY;
    this.oldest = Number.NEGATIVE_INFINITY;
    this.balance = 0;
    this.venues = 0;
    return this;
  }

  accepts(v: number): boolean {
    const instance = this.instance;
    if (this.members.length === 0) return true;
    if (this.members.length >= instance.maxSize) return false;
    const spread = instance.input.maxAgeSpread;
    if (spread !== null && Math.max(this.oldest, instance.age[v]!) - Math.min(this.youngest, instance.age[v]!) > spread)
      return false;
    if (!intersects(this.slotMask, instance.slots.bits, v)) return false;
    if (!instance.anywhere[v] && this.explicitHoods > 0 && !intersects(this.hoodMask, instance.hoods.bits, v))
      return false;
    if (instance.blocks.start[v + 1]! > instance.blocks.start[v]!) {
      for (const member of this.members) if (hasNeighbor(instance.blocks, v, member)) return false;
    }
    return true;
  }

  add(v: number): void {
    const instance = this.instance;
    const first = this.members.length === 0;
    this.members.push(v);
    const slotWords = instance.slots.words;
    for (let w = 0; w < slotWords; w++) {
      const bits = instance.slots.bits[v * slotWords + w]!;
      this.slotMask[w] = first ? bits : this.slotMask[w]! & bits;
    }
    if (!instance.anywhere[v]) {
      const hoodWords = instance.hoods.words;
      for (let w = 0; w < hoodWords; w++) {
        const bits = instance.hoods.bits[v * hoodWords + w]!;
        this.hoodMask[w] = this.explicitHoods === 0 ? bits : this.hoodMask[w]! & bits;
      }
      this.explicitHoods++;
    }
    this.youngest = Math.min(this.youngest, instance.age[v]!);
    this.oldest = Math.max(this.oldest, instance.age[v]!);
    this.balance += instance.sex[v]!;
    this.venues += instance.venue[v]!;
  }

  copyFrom(other: GroupBuilder): this {
    this.members.length = 0;
    this.members.push(...other.members);
    this.slotMask.set(other.slotMask);
    this.hoodMask.set(other.hoodMask);
    this.explicitHoods = other.explicitHoods;
    this.youngest = other.youngest;
    this.oldest = other.oldest;
    this.balance = other.balance;
    this.venues = other.venues;
    return this;
  }

  /** Loads members, returning false as soon as one breaks a hereditary rule. */
  load(members: ArrayLike<number>): boolean {
    this.reset();
    for (let k = 0; k < members.length; k++) {
      if (!this.accepts(members[k]!)) return false;
      this.add(members[k]!);
    }
    return true;
  }

  /** The non-hereditary rules: minimum size, gender balance and venue (and a non-empty intersection). */
  isComplete(): boolean {
    const instance = this.instance;
    if (this.members.length < instance.minSize || this.members.length > instance.maxSize) return false;
    if (instance.input.genderBalance && Math.abs(this.balance) > 1) return false;
    if (instance.input.requireVenue && this.venues === 0) return false;
    if (isEmptyMask(this.slotMask)) return false;
    return this.explicitHoods === 0 || !isEmptyMask(this.hoodMask);
  }

  /**
   * Where the group meets. Slot: the alphabetically first slot every member lists. Neighbourhood:
   * every common neighbourhood is accepted by all members alike, so the alphabetically first one
   * that every member lists or accepts through 'anywhere'; 'anywhere' itself only when every member
   * accepts any neighbourhood (the organiser then picks the place).
   */
  place(): { slot: string; neighborhood: string } {
    const slot = this.instance.slots.names[firstName(this.slotMask)]!;
    const neighborhood = this.explicitHoods === 0 ? anywhere : this.instance.hoods.names[firstName(this.hoodMask)]!;
    return { slot, neighborhood };
  }
}

function intersects(mask: Uint32Array, bits: Uint32Array, v: number): boolean {
  const words = mask.length;
  for (let w = 0; w < words; w++) if ((mask[w]! & bits[v * words + w]!) !== 0) return true;
  return false;
}

/** Every rule, connectivity included, for a candidate group of distinct members. */
export function isFeasibleGroup(builder: GroupBuilder, graph: CompiledInstance['graph'], members: readonly number[]) {
  return builder.load(members) && builder.isComplete() && isConnected(graph, members);
}

export function isConnected(graph: CompiledInstance['graph'], members: readonly number[]): boolean {
  const count = members.length;
  if (count === 0) return false;
  const reached = new Uint8Array(count);
  reached[0] = 1;
  let total = 1;
  const stack = [0];
  while (stack.length > 0) {
    const current = members[stack.pop()!]!;
    for (let k = 0; k < count; k++) {
      if (reached[k] === 0 && hasNeighbor(graph, current, members[k]!)) {
        reached[k] = 1;
        total++;
        stack.push(k);
      }
    }
  }
  return total === count;
}

export function countEdges(graph: CompiledInstance['graph'], members: readonly number[]): number {
  let edges = 0;
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) if (hasNeighbor(graph, members[i]!, members[j]!)) edges++;
  return edges;
}
