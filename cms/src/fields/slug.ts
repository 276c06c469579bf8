import type { TextField } from 'payload';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stable, URL-safe key (kebab-case), unique in its collection. The web looks documents up by it. */
export function slugField(name = 'slug', overrides: Partial<TextField> = {}): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens; used in links.' },
    validate: (value: unknown) =>
      typeof value === 'string' && kebab.test(value) ? true : 'Use lower-case letters, digits and hyphens.',
    ...overrides,
  } as TextField;
}
