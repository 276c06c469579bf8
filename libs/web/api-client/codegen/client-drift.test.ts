// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generateClient, generatedDir } from './generate-client.ts';

// The committed client must be exactly what the committed contract generates.
it('matches what openapi/openapi.json generates (run `npm run client:generate`)', async () => {
  const expected = await generateClient();
  const committed = (await readdir(generatedDir)).sort();
  expect(committed).toEqual([...expected.keys()].sort());
  for (const [name, content] of expected) {
    expect(await readFile(join(generatedDir, name), 'utf8'), `${name} differs from the contract`).toBe(content);
  }
}, 60_000);
