// `npm run client:generate`: rewrites libs/web/api-client/src/generated from openapi/openapi.json.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateClient, generatedDir } from './generate-client.ts';

const files = await generateClient();
await mkdir(generatedDir, { recursive: true });
for (const existing of await readdir(generatedDir)) {
  if (!files.has(existing)) await rm(join(generatedDir, existing));
}
for (const [name, content] of files) await writeFile(join(generatedDir, name), content);
console.log(`wrote ${[...files.keys()].join(', ')} in ${generatedDir}`);
