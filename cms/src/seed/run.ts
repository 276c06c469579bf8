// `npm run seed -w @ember/cms` (always) or `npm run seed:if-needed -w @ember/cms` (first start only): loads the spec's content through Payload's local API.
import config from '@payload-config';
import { getPayload } from 'payload';

import { seed } from './seed';
import { seedUsers } from './users';

// `payload run` passes positional arguments through (not flags): `… run.ts if-needed`.
const ifNeeded = process.argv.includes('if-needed');
const payload = await getPayload({ config });
try {
  const started = Date.now();
  const result = await seed(payload, { ifNeeded });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.seeded) {
    console.log(`cms seed: content loaded in ${seconds}s`);
    for (const user of seedUsers()) console.log(`cms seed: ${user.role} account ${user.email}`);
  } else {
    console.log(`cms seed: skipped (${result.reason})`);
  }
} catch (error) {
  console.error('cms seed failed:', error);
  process.exitCode = 1;
} finally {
  await payload.destroy();
}
