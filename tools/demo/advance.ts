// `npm run demo:advance`: moves the demo round of a running `npm start` to formation now. It runs
// the api's demo command with the services the launcher wrote down for this data directory.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, process.env['EMBER_DATA_DIR'] || '.data');
const envFile = join(dataDir, 'server-env.json');
if (!existsSync(envFile)) {
  console.error(`No running Ember found in ${dataDir}: start it with \`npm start\` first.`);
  process.exit(1);
}
const env = { ...process.env, ...(JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>) };
const script = join(root, 'apps/api/dist/demo-advance.js');
const args = existsSync(script)
  ? [script]
  : ['--conditions=ember-source', '--import', '@swc-node/register/esm-register', 'apps/api/src/demo-advance.ts'];
const run = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
