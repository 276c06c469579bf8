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

it('reads a pre-launch date alone as midnight in Toronto, in winter and in summer time', () => {
  const visibleFrom = (value: string) => envSchema.shape.MEMBERS_VISIBLE_FROM.parse(value);
  expect(visibleFrom('2026-02-14')).toEqual(new Date('2026-02-14T05:00:00Z'));
  expect(visibleFrom('2026-07-01')).toEqual(new Date('2026-07-01T04:00:00Z'));
  expect(visibleFrom('2026-07-01T09:00:00-07:00')).toEqual(new Date('2026-07-01T16:00:00Z'));
});
