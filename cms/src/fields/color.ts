import type { TextField } from 'payload';

const hex = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A CSS colour token as hex (#RRGGBB). */
export function colorField(name: string): TextField {
  return {
    name,
    type: 'text',
    required: true,
    admin: { width: '33%' },
    validate: (value: unknown) =>
      typeof value === 'string' && hex.test(value) ? true : 'Use a hex colour like #5A2A3C.',
  };
}
