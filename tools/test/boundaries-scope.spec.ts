import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// `npm test` once cruised fewer folders than `npm run lint`, so cms/ escaped the layer rules in CI.
const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};

describe('the boundaries check', () => {
  it('cruises every workspace folder and the tools', () => {
    const cruised = pkg.scripts['boundaries']!.split(' ').filter((word) => !word.startsWith('-'));
    const tops = new Set(pkg.workspaces.map((glob) => glob.split('/')[0]!));
    for (const folder of [...tops, 'tools']) expect(cruised).toContain(folder);
  });

  it('is the one script that both lint and the test run call', () => {
    expect(pkg.scripts['lint']).toContain('npm run boundaries');
    expect(pkg.scripts['lint']).not.toContain('depcruise');
    const runAll = readFileSync(resolve(root, 'tools/test/run-all.ts'), 'utf8');
    expect(runAll).toContain("['run', 'boundaries'");
    expect(runAll).not.toMatch(/'depcruise'/);
  });
});
