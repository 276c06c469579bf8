import type { CompiledInstance } from './compiled-instance.js';
import type { FormationScore } from './formation-score.js';

// Beyond this many (slot, neighbourhood) pairs in one component the per-place refinement is skipped.
const maxPlaces = 256;

/**
 * An upper bound for one component that needs no solver, valid for any size:
 * - placed: a member can only be placed in some place (slot, neighbourhood) where it belongs to a
 *   connected set of at least `min` members available there (a group is connected and shares a place),
 *   so the members passing that test for at least one place bound the members placed;
 * - edges: a placed member has at most max−1 group-mates, all mutual neighbours available in the
 *   group's place, so Σ min(neighbours in its best place, max−1) / 2 bounds the edges inside groups;
 * - waited: Σ roundsWaited of the members counted in `placed`.
 * With more than `maxPlaces` places the place test is dropped (still an upper bound, only looser).
 */
export function componentCeiling(instance: CompiledInstance, component: readonly number[]): FormationScore {
  const { graph, maxSize } = instance;
  const places = componentPlaces(instance, component);
  const best = new Map<number, number>();
  if (places === null) {
    for (const v of component) best.set(v, Math.min(graph.start[v + 1]! - graph.start[v]!, maxSize - 1));
  } else {
    const available = new Map<number, boolean>();
    for (const [slot, hood] of places) {
      for (const v of component) available.set(v, isAvailable(instance, v, slot, hood));
      for (const part of availableParts(instance, component, available)) {
        if (part.length < instance.minSize) continue;
        for (const v of part) {
          let degree = 0;
          for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++) if (available.get(graph.target[k]!)) degree++;
          best.set(v, Math.max(best.get(v) ?? 0, Math.min(degree, maxSize - 1)));
        }
      }
    }
  }
  let degrees = 0;
  let waited = 0;
  for (const [v, degree] of best) {
    degrees += degree;
    waited += instance.waited[v]!;
  }
  return { placed: best.size, edges: Math.floor(degrees / 2), waited };
}

/** Slot and neighbourhood index pairs present in the component; hood -1 stands for 'anywhere' only. */
function componentPlaces(instance: CompiledInstance, component: readonly number[]): [number, number][] | null {
  const slots = new Set<number>();
  const hoods = new Set<number>();
  for (const v of component) {
    for (let s = 0; s < instance.slots.names.length; s++)
      if (hasBit(instance.slots.bits, instance.slots.words, v, s)) slots.add(s);
    for (let h = 0; h < instance.hoods.names.length; h++)
      if (hasBit(instance.hoods.bits, instance.hoods.words, v, h)) hoods.add(h);
  }
  const hoodList = hoods.size > 0 ? [...hoods] : [-1];
  if (slots.size * hoodList.length > maxPlaces) return null;
  return [...slots].flatMap((slot) => hoodList.map((hood): [number, number] => [slot, hood]));
}

function isAvailable(instance: CompiledInstance, v: number, slot: number, hood: number): boolean {
  if (!hasBit(instance.slots.bits, instance.slots.words, v, slot)) return false;
  return instance.anywhere[v] === 1 || (hood >= 0 && hasBit(instance.hoods.bits, instance.hoods.words, v, hood));
}

function availableParts(
  instance: CompiledInstance,
  component: readonly number[],
  available: ReadonlyMap<number, boolean>,
): number[][] {
  const { graph } = instance;
  const seen = new Set<number>();
  const parts: number[][] = [];
  for (const root of component) {
    if (!available.get(root) || seen.has(root)) continue;
    seen.add(root);
    const part = [root];
    for (let head = 0; head < part.length; head++) {
      const v = part[head]!;
      for (let k = graph.start[v]!; k < graph.start[v + 1]!; k++) {
        const u = graph.target[k]!;
        if (available.get(u) && !seen.has(u)) {
          seen.add(u);
          part.push(u);
        }
      }
    }
    parts.push(part);
  }
  return parts;
}

function hasBit(bits: Uint32Array, words: number, row: number, bit: number): boolean {
  return (bits[row * words + (bit >>> 5)]! & (1 << (bit & 31))) !== 0;
}
