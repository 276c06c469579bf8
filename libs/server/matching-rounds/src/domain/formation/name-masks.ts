/**
 * Sets of names (slots, neighbourhoods) as fixed-width bit masks, one row of `words` 32-bit words
 * per member. Names are sorted before indexing, so the lowest set bit is the alphabetically first name.
 */
export interface NameMasks {
  readonly names: readonly string[];
  readonly words: number;
  readonly bits: Uint32Array;
}

export function buildNameMasks(lists: readonly (readonly string[])[], skip?: string): NameMasks {
  const names = [...new Set(lists.flat())].filter((name) => name !== skip).sort();
  const index = new Map(names.map((name, position) => [name, position]));
  const words = Math.max(1, Math.ceil(names.length / 32));
  const bits = new Uint32Array(lists.length * words);
  lists.forEach((list, row) => {
    for (const name of list) {
      const position = index.get(name);
      if (position !== undefined) bits[row * words + (position >>> 5)]! |= 1 << (position & 31);
    }
  });
  return { names, words, bits };
}

export function rowsIntersect(masks: NameMasks, a: number, b: number): boolean {
  for (let word = 0; word < masks.words; word++) {
    if ((masks.bits[a * masks.words + word]! & masks.bits[b * masks.words + word]!) !== 0) return true;
  }
  return false;
}

/** Index of the lowest set bit of a mask row (a scratch array of `words` words), or -1. */
export function firstName(mask: Uint32Array): number {
  for (let word = 0; word < mask.length; word++) {
    const value = mask[word]!;
    if (value !== 0) return word * 32 + (31 - Math.clz32(value & -value));
  }
  return -1;
}

export function isEmptyMask(mask: Uint32Array): boolean {
  for (let word = 0; word < mask.length; word++) if (mask[word] !== 0) return false;
  return true;
}
