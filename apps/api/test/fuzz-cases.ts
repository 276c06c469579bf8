import { contract } from './contract.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = any;

/** A small deterministic PRNG, so a failing case can be reproduced from its seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function resolve(schema: Schema): Schema {
  if (schema?.$ref) return resolve(contract.components.schemas[(schema.$ref as string).split('/').pop()!]);
  return schema;
}

const hostile: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000\u202e<script>alert(1)</script>',
  'a\u0000b',
  '__proto__',
  'constructor',
  JSON.parse(deeplyNested(64)),
  "'; drop table identity.users; --",
  '../../etc/passwd',
  '😀'.repeat(50),
  [],
  [null],
  {},
  { $ne: null },
  { __proto__: { polluted: true } },
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
];

/** A JSON text sent as it is: nesting deeper than any serialiser would produce on the client. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `depth` nested arrays around a value: class-transformer recursed through such input until it overflowed. */
export function deeplyNested(depth: number, inner = '1'): string {
  return `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
}

/** The value with a NUL character in every string and property name (PostgreSQL refuses U+0000 in text). */
export function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withNul(child)]));
  return value;
}

/** Names every object inherits: a lookup keyed by input must not find them. */
export const inheritedNames = ['constructor', '__proto__', 'hasOwnProperty', 'toString'] as const;

export function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)]!;
}

/** A plausible value for a schema: examples first, else the simplest value of its type. */
export function plausible(schema: Schema, depth = 0): unknown {
  const resolved = resolve(schema);
  if (!resolved || depth > 4) return null;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.oneOf) return plausible(resolved.oneOf[0], depth + 1);
  switch (resolved.type) {
    case 'string':
      return resolved.format === 'date-time' ? '2025-01-15T12:00:00Z' : 'text';
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(resolved.items, depth + 1)];
    default:
      return Object.fromEntries(
        Object.entries((resolved.properties ?? {}) as Record<string, Schema>).map(([key, value]) => [
          key,
          plausible(value, depth + 1),
        ]),
      );
  }
}

/**
 * Bodies around the schema: plausible, each property missing, each replaced by something hostile
 * and by a NUL-carrying value, every string with a NUL, the whole body and its first property
 * nested thousands deep, garbage.
 */
export function bodies(schema: Schema, next: () => number, count: number): unknown[] {
  const resolved = resolve(schema);
  const base = plausible(resolved);
  const cases: unknown[] = [
    base,
    undefined,
    ...hostile.slice(0, 6),
    withNul(base),
    new RawJson(deeplyNested(5_000)),
    new RawJson(`{"${Object.keys(resolved?.properties ?? {})[0] ?? 'value'}":${deeplyNested(5_000, '"x"')}}`),
  ];
  const properties = Object.keys(resolved?.properties ?? {});
  for (const property of properties) {
    const { [property]: _removed, ...without } = base as Record<string, unknown>;
    cases.push(without);
    cases.push({ ...(base as object), [property]: pick(next, hostile) });
    cases.push({ ...(base as object), [property]: withNul(plausible(resolved.properties[property])) });
  }
  while (cases.length < count) {
    cases.push(
      Object.fromEntries(
        properties.map((property) => [
          property,
          next() < 0.5 ? pick(next, hostile) : plausible(resolved.properties[property]),
        ]),
      ),
    );
  }
  return cases;
}
