import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from '@jest/globals';

// Swagger names a schema after its class and keeps one class per name, silently: two contexts
// with a `VideoResponse` each would both be described by whichever registered last.
const root = new URL('../../../', import.meta.url).pathname;

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : files(path);
    return path.endsWith('.ts') && !path.endsWith('spec.ts') ? [path] : [];
  });
}

it('gives every class described in the contract a name of its own', () => {
  const owners = new Map<string, string[]>();
  for (const file of files(join(root, 'libs/server')).concat(files(join(root, 'apps/api/src')))) {
    const source = readFileSync(file, 'utf8');
    if (!/@Api(Property|PropertyOptional|ExtraModels)\b/.test(source)) continue;
    for (const [, name] of source.matchAll(/^(?:export )?class (\w+)/gm)) {
      owners.set(name!, [...(owners.get(name!) ?? []), relative(root, file)]);
    }
  }
  const clashes = [...owners].filter(([, places]) => places.length > 1);
  expect(clashes).toEqual([]);
});
