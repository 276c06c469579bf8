import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';

// `npm run matching:form` runs the bundled command (built when missing or stale) on plain Node:
// the same JSON in and out as the engine, and a clear exit code 2 for a bad instance.
const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'form-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const member = (id: string, roundsWaited: number) => ({
  id,
  sex: 'female',
  age: 30,
  slots: ['sat-09'],
  neighborhoods: ['downtown'],
  hasVenue: true,
  roundsWaited,
});
const both = (a: string, b: string) => [
  { from: a, to: b, level: 3 },
  { from: b, to: a, level: 3 },
];

function run(instance: unknown, ...flags: string[]) {
  const file = join(scratch, `${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(instance));
  // No TypeScript loader: the command must start on Node alone.
  return spawnSync(process.execPath, ['tools/matching/form-cli.ts', file, ...flags], { cwd: root, encoding: 'utf8' });
}

it('forms the groups of a small instance from its bundle', () => {
  const result = run(
    {
      groupSize: { min: 2, max: 3 },
      genderBalance: false,
      requireVenue: false,
      maxAgeSpread: null,
      members: ['a', 'b', 'c', 'd', 'e'].map((id, k) => member(id, k)),
      picks: [...both('a', 'b'), ...both('c', 'd'), { from: 'e', to: 'a', level: 5 }],
      blocks: [],
    },
    '--report',
  );
  expect(result.status).toBe(0);
  const output = JSON.parse(result.stdout) as { groups: { members: string[] }[]; unplaced: string[] };
  expect(output.groups.map((group) => [...group.members].sort())).toEqual(
    expect.arrayContaining([
      ['a', 'b'],
      ['c', 'd'],
    ]),
  );
  expect(output.unplaced).toEqual(['e']);
  expect(result.stderr).toContain('violations: 0');
});

it('rejects an invalid instance with exit code 2 and says why', () => {
  const result = run({ groupSize: { min: 1, max: 3 }, members: [] });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('invalid instance');
  expect(result.stderr).toContain('groupSize.min');
});
