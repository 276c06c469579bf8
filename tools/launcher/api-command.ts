// Runs one of the api's commands (apps/api/src/<name>.ts, or its build when `npm start` made one)
// with the services of the `npm start` running in this data directory, which the launcher writes
// to server-env.json; without one, with the environment as it is (DATABASE_URL and the rest).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export function runApiCommand(name: string, args: readonly string[], options: { needsRunning: boolean }): never {
  const dataDir = resolve(root, process.env['EMBER_DATA_DIR'] || '.data');
  const envFile = join(dataDir, 'server-env.json');
  const running = existsSync(envFile);
  if (!running && options.needsRunning) {
    console.error(`No running Ember found in ${dataDir}: start it with \`npm start\` first.`);
    process.exit(1);
  }
  const env = {
    ...process.env,
    ...(running ? (JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>) : {}),
  };
  const script = join(root, `apps/api/dist/${name}.js`);
  const command = existsSync(script)
    ? [script]
    : ['--conditions=ember-source', '--import', '@swc-node/register/esm-register', `apps/api/src/${name}.ts`];
  const run = spawnSync(process.execPath, [...command, ...args], { cwd: root, env, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
