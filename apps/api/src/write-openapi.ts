import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { contractConfig } from './contract-config.js';
import { createApp } from './create-app.js';
import { buildOpenApiDocument, serialiseContract } from './openapi.js';

// `npm run openapi`: boots the app without listening (no database or Redis needed) and writes the contract.
const app = await createApp(contractConfig());
const target = resolve(import.meta.dirname, '../../../openapi/openapi.json');
await writeFile(target, serialiseContract(buildOpenApiDocument(app)));
await app.close();
console.log(`wrote ${target}`);
