import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eStack } from './src/support/stack';

const root = resolve(import.meta.dirname, '../..');

// Against a stack already running (E2E_BASE_URL), or one the launcher starts for the run, with
// its own data directory and ports so it never meets a developer's `npm start`.
const external = Boolean(process.env['E2E_BASE_URL']);

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env['E2E_JSON_REPORT']
    ? [['list'], ['json', { outputFile: process.env['E2E_JSON_REPORT'] }]]
    : [['list']],
  use: {
    baseURL: e2eStack.webOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A synthetic camera and microphone, granted without a prompt: the recorder's tests use them.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        // A fresh data directory each run: the database is built by the migrations as they are now.
        command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(e2eStack.dataDir)} && node tools/launcher/start.ts`,
        cwd: root,
        url: `${e2eStack.webUrl}/`,
        timeout: 600_000,
        reuseExistingServer: !process.env['CI'],
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        env: e2eStack.launcherEnv,
      },
});
