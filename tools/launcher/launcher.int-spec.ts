import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';

// `npm start` on a machine with nothing configured: no DATABASE_URL, REDIS_URL or SMTP_URL.
// The launcher must bring up embedded PostgreSQL and the mail catcher, migrate, start the api
// and the worker, answer /api/health/ready, and stop everything on Ctrl-C.
const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.data'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'launcher-test-'));
let launcher: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

afterAll(() => {
  launcher?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('starts the platform on embedded defaults, answers ready, and stops on SIGINT', async () => {
  const [api, postgres, smtp, mail] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'].includes(name)),
  );
  launcher = spawn(process.execPath, ['tools/launcher/start.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_OPTIONS: '',
      EMBER_DATA_DIR: dataDir,
      API_PORT: String(api),
      EMBER_PG_PORT: String(postgres),
      EMBER_MAIL_SMTP_PORT: String(smtp),
      EMBER_MAIL_WEB_PORT: String(mail),
      EMBER_SKIP: 'web,cms',
      // The demo pool (a minute of video transcoding) is not what this test is about.
      EMBER_DEMO: 'off',
      REDIS_PREFIX: `launcher_test_${api}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // Migrating every context on a fresh embedded PostgreSQL takes a while on a busy machine.
  const deadline = Date.now() + 240_000;
  while (!output.includes('Ember is running')) {
    if (launcher.exitCode !== null) throw new Error(`launcher exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the launcher did not say it was running in 240 s:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
  const ready = await fetch(`http://127.0.0.1:${api}/api/health/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({
    status: 'ok',
    checks: { postgres: { status: 'up' }, redis: { status: 'up' } },
  });
  expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  expect(output).toContain(`http://localhost:${mail}`);

  const exited = new Promise<number | null>((done) => launcher!.once('exit', (code) => done(code)));
  launcher.kill('SIGINT');
  expect(await exited).toBe(0);
  await expect(fetch(`http://127.0.0.1:${api}/api/health/live`)).rejects.toThrow();
}, 300_000);
