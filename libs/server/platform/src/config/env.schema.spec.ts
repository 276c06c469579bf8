import { readFileSync } from 'node:fs';
import { expect, it } from '@jest/globals';
import { envSchema } from './env.schema.js';

it('the README documents every environment variable the server reads', () => {
  const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
  // A row per variable; the formatter pads the cells to the column's width.
  const undocumented = Object.keys(envSchema.shape).filter(
    (name) => !new RegExp(`^\\| \`${name}\` +\\|`, 'm').test(readme),
  );
  expect(undocumented).toEqual([]);
});
