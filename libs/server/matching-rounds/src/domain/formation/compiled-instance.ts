import { InvalidFormationInputError } from './formation.errors.js';
import { anywhere, countingPickLevel, type FormationInput } from './formation-input.js';
import { buildNameMasks, type NameMasks, rowsIntersect } from './name-masks.js';
import { buildSymmetricGraph, hasNeighbor, type SymmetricGraph } from './symmetric-graph.js';

/**
 * The input indexed for the solvers: members are numbered 0..size-1 in input order, attributes live in
 * typed arrays, and `graph` holds only the mutual edges that can ever lie inside a feasible group
 * (mutual, not blocked, a shared slot, compatible neighbourhoods, ages within the spread). Every
 * feasible group is connected in `graph`, so its connected components can be solved separately.
 */
export interface CompiledInstance {
  readonly input: FormationInput;
  readonly size: number;
  readonly minSize: number;
  readonly maxSize: number;
  readonly ids: readonly string[];
  /** +1 male, -1 female, 0 neither. */
  readonly sex: Int8Array;
  readonly age: Float64Array;
  readonly venue: Uint8Array;
  readonly waited: Float64Array;
  readonly slots: NameMasks;
  /** Explicit neighbourhoods only; members who accept any neighbourhood are flagged in `anywhere`. */
  readonly hoods: NameMasks;
  readonly anywhere: Uint8Array;
  readonly graph: SymmetricGraph;
  readonly blocks: SymmetricGraph;
  /** 1 when the member has at least one mutual pick at all (before the hard rules): "eligible". */
  readonly hasMutualPick: Uint8Array;
}

export function compileInstance(input: FormationInput): CompiledInstance {
  const { min, max } = input.groupSize;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 2 || max < min) {
    throw new InvalidFormationInputError(`Group size must be whole numbers with 2 <= min <= max, got ${min}-${max}.`);
  }
  const index = new Map<string, number>();
  input.members.forEach((member, position) => {
    if (index.has(member.id)) throw new InvalidFormationInputError(`Member ${member.id} appears twice.`);
    index.set(member.id, position);
  });
  const size = input.members.length;
  const blocks = buildSymmetricGraph(
    size,
    pairsOf(input.blocks, index, () => true),
  );
  const mutual = mutualPairs(input, index);
  const hasMutualPick = new Uint8Array(size);
  for (let k = 0; k < mutual.length; k++) hasMutualPick[mutual[k]!] = 1;

  const slots = buildNameMasks(input.members.map((member) => member.slots));
  const hoods = buildNameMasks(
    input.members.map((member) => member.neighborhoods),
    anywhere,
  );
  const anywhereFlags = Uint8Array.from(input.members, (member) => (member.neighborhoods.includes(anywhere) ? 1 : 0));
  const age = Float64Array.from(input.members, (member) => member.age);
  const spread = input.maxAgeSpread ?? Number.POSITIVE_INFINITY;
  const compatible: number[] = [];
  for (let k = 0; k < mutual.length; k += 2) {
    const a = mutual[k]!;
    const b = mutual[k + 1]!;
    if (hasNeighbor(blocks, a, b) || !rowsIntersect(slots, a, b) || Math.abs(age[a]! - age[b]!) > spread) continue;
    if (!anywhereFlags[a] && !anywhereFlags[b] && !rowsIntersect(hoods, a, b)) continue;
    compatible.push(a, b);
  }
  return {
    input,
    size,
    minSize: min,
    maxSize: max,
    ids: input.members.map((member) => member.id),
    sex: Int8Array.from(input.members, (member) => (member.sex === 'male' ? 1 : member.sex === 'female' ? -1 : 0)),
    age,
    venue: Uint8Array.from(input.members, (member) => (member.hasVenue ? 1 : 0)),
    waited: Float64Array.from(input.members, (member) => member.roundsWaited),
    slots,
    hoods,
    anywhere: anywhereFlags,
    graph: buildSymmetricGraph(size, compatible),
    blocks,
    hasMutualPick,
  };
}

/** Flat [a, b, a, b, ...] pairs with a < b of members whose picks count in both directions. */
function mutualPairs(input: FormationInput, index: ReadonlyMap<string, number>): number[] {
  const counted = pairsOf(input.picks, index, (pick) => pick.level >= countingPickLevel);
  const size = input.members.length;
  const start = new Int32Array(size + 1);
  for (let k = 0; k < counted.length; k += 2) start[counted[k]! + 1]!++;
  for (let v = 0; v < size; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, size);
  const target = new Int32Array(counted.length / 2);
  for (let k = 0; k < counted.length; k += 2) target[fill[counted[k]!]!++] = counted[k + 1]!;
  for (let v = 0; v < size; v++) target.subarray(start[v], start[v + 1]).sort();
  const pairs: number[] = [];
  for (let a = 0; a < size; a++) {
    let previous = -1;
    for (let k = start[a]!; k < start[a + 1]!; k++) {
      const b = target[k]!;
      if (b <= a || b === previous) continue;
      previous = b;
      if (sortedIncludes(target, start[b]!, start[b + 1]!, a)) pairs.push(a, b);
    }
  }
  return pairs;
}

function pairsOf<T extends { readonly from: string; readonly to: string }>(
  items: readonly T[],
  index: ReadonlyMap<string, number>,
  keep: (item: T) => boolean,
): number[] {
  // Picks and blocks naming members who are not in this input (they left the round) are ignored.
  const pairs: number[] = [];
  for (const item of items) {
    const a = index.get(item.from);
    const b = index.get(item.to);
    if (a !== undefined && b !== undefined && a !== b && keep(item)) pairs.push(a, b);
  }
  return pairs;
}

function sortedIncludes(values: Int32Array, from: number, to: number, wanted: number): boolean {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = values[middle]!;
    if (value === wanted) return true;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
