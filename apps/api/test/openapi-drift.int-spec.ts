import { readFile } from 'node:fs/promises';
import { expect, it } from '@jest/globals';
import { contractConfig } from '../src/contract-config.js';
import { createApp } from '../src/create-app.js';
import { buildOpenApiDocument, serialiseContract } from '../src/openapi.js';

it('openapi/openapi.json is what the controllers generate (run `npm run openapi` after changing the API)', async () => {
  const app = await createApp(contractConfig());
  try {
    const generated = serialiseContract(buildOpenApiDocument(app));
    const committed = await readFile(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(generated);
  } finally {
    await app.close();
  }
});
