import { describe, expect, it } from '@jest/globals';
import { findUnsafeInput, hasEncodedNul, maxInputDepth } from './unsafe-input.js';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { inner: value };
  return value;
}

describe('findUnsafeInput', () => {
  it('passes ordinary input', () => {
    expect(findUnsafeInput({ email: 'a@b.c', tags: ['x', { y: 1 }], n: null })).toBeUndefined();
    expect(findUnsafeInput(nested(maxInputDepth))).toBeUndefined();
  });

  it('finds depth beyond the limit, however deep, without recursing', () => {
    expect(findUnsafeInput(nested(maxInputDepth + 1))).toBe('too-deep');
    expect(findUnsafeInput(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('too-deep');
  });

  it('finds a NUL in any string or property name', () => {
    expect(findUnsafeInput('a\u0000b')).toBe('nul-character');
    expect(findUnsafeInput({ list: [{ text: 'ok' }, { text: 'x\u0000' }] })).toBe('nul-character');
    expect(findUnsafeInput({ 'key\u0000': 1 })).toBe('nul-character');
  });
});

describe('hasEncodedNul', () => {
  it('finds %00 in either case, and not an escaped percent sign', () => {
    expect(hasEncodedNul('/api/programs/%00')).toBe(true);
    expect(hasEncodedNul('/api/profiles/all?location=a%00b')).toBe(true);
    expect(hasEncodedNul('/api/programs/%2500')).toBe(false);
    expect(hasEncodedNul('/api/programs/pottery')).toBe(false);
  });
});
