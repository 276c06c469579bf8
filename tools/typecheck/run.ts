// `npm run typecheck`: the whole repository in five TypeScript programs rather than one per package.
// Each program loads the shared libraries' types once, which is what makes per-package runs slow.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const programs = [
  'tools/typecheck/tsconfig.server.json',
  'tools/typecheck/tsconfig.web.json',
  'tools/typecheck/tsconfig.shared.json',
  'cms/tsconfig.json',
  'tsconfig.json',
];
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');

function check(project: string): Promise<boolean> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      done(code === 0);
    });
  });
}

// Two at a time: the programs are memory-hungry and the machines have two cores.
const queue = [...programs];
const results: boolean[] = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
