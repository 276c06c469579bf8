/** Deeper than any request the api's DTOs describe, shallow enough for recursive validators. */
export const maxInputDepth = 32;

export type UnsafeInput = 'too-deep' | 'nul-character';

/**
 * Finds what no route accepts, before anything recursive (class-transformer) or PostgreSQL (which
 * refuses U+0000 in text) sees it: nesting deeper than `maxDepth`, or a NUL character in any string
 * or property name. Walks with its own stack, so a hostile depth cannot overflow this check either.
 */
export function findUnsafeInput(value: unknown, maxDepth = maxInputDepth): UnsafeInput | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul-character';
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (depth >= maxDepth) return 'too-deep';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul-character';
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** `%00` (any case) in a raw request target: a NUL once the path or query is decoded. */
export function hasEncodedNul(rawUrl: string): boolean {
  return /%00/i.test(rawUrl) || rawUrl.includes('\u0000');
}
