// `npm test`: every check and test suite of the repository, in order, with one summary line at the
// end. Each step runs even when an earlier one failed, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** What failed, by name, so the end of the log says it even when only the end is read. */
  failures?: string[];
}

interface Counts {
  passed: number;
  failed: number;
  failures?: string[];
}

interface JestLikeReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status: string; fullName: string }[];
  }[];
}

/** Failed cases of a Jest or Vitest JSON report, and files that failed before any case ran. */
function jestLikeFailures(json: unknown): string[] {
  return ((json as JestLikeReport).testResults ?? []).flatMap((file) => {
    const path = file.name.replace(`${root}/`, '');
    const cases = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (cases.length === 0 && file.status === 'failed') return [`${path}: ${(file.message ?? '').split('\n')[0]}`];
    return cases.map((test) => `${path} › ${test.fullName}`);
  });
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: string }[] }[];
}

function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
    .map((spec) => `${spec.file} › ${spec.title}`);
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

const outcomes: Outcome[] = [];
const only = process.argv.slice(2);

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  return (record(name, ok, started), ok);
}

function record(name: string, ok: boolean, started: number, counts?: Counts): void {
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  outcomes.push({ name, seconds, ...(counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) });
}

function wanted(step: string): boolean {
  return only.length === 0 || only.includes(step);
}

/** A check counts as one test; a suite counts its test cases from the runner's JSON report. */
function suite(
  name: string,
  command: string,
  args: string[],
  report: string,
  count: (json: unknown) => Counts,
  env: Record<string, string> = {},
): void {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counts: Counts = { passed: 0, failed: 1 };
  if (existsSync(report)) {
    counts = count(JSON.parse(readFileSync(report, 'utf8')));
    if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  }
  record(name, result.status === 0, started, counts);
}

if (wanted('lint')) {
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  // One script for `npm run lint` and `npm test`, so the two cannot cruise different folders.
  run('boundaries', 'npm', ['run', 'boundaries', '--silent']);
  // Every package a workspace declares is used, and every package it uses is declared.
  run('dependencies', 'npx', ['knip', '--dependencies', '--no-progress']);
  run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
}
if (wanted('typecheck')) run('typecheck', process.execPath, ['tools/typecheck/run.ts']);

if (wanted('server')) {
  const report = join(reports, 'jest.json');
  suite(
    'server tests (unit + integration + contract)',
    'npx',
    ['jest', '--ci', '--forceExit', '--json', `--outputFile=${report}`],
    report,
    (json) => {
      const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites } = json as Record<string, number>;
      return {
        passed: numPassedTests ?? 0,
        failed: (numFailedTests ?? 0) + (numRuntimeErrorTestSuites ?? 0),
        failures: jestLikeFailures(json),
      };
    },
    { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
  );
}

if (wanted('web')) {
  const report = join(reports, 'vitest.json');
  suite(
    'web tests (components, routes, client)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
    (json) => {
      const { numPassedTests, numFailedTests } = json as Record<string, number>;
      return { passed: numPassedTests ?? 0, failed: numFailedTests ?? 0, failures: jestLikeFailures(json) };
    },
  );
}

if (wanted('cms')) {
  // Payload against real PostgreSQL: each test file creates (and drops) its own ember_cms_test_* database.
  const report = join(reports, 'cms-vitest.json');
  suite(
    'cms integration tests (Payload, PostgreSQL)',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'cms/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
    (json) => {
      const { numPassedTests, numFailedTests } = json as Record<string, number>;
      return { passed: numPassedTests ?? 0, failed: numFailedTests ?? 0, failures: jestLikeFailures(json) };
    },
  );
}

if (wanted('e2e')) {
  // Playwright starts the whole stack with the launcher (own data directory and ports) in Chromium.
  const report = join(reports, 'playwright.json');
  suite(
    'browser tests (Playwright, Chromium, real stack)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web-e2e/playwright.config.ts'],
    report,
    (json) => {
      const { expected = 0, unexpected = 0, flaky = 0 } = (json as { stats?: Record<string, number> }).stats ?? {};
      return { passed: expected + flaky, failed: unexpected, failures: playwrightFailures(json as PlaywrightSuite) };
    },
    { E2E_JSON_REPORT: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  );
}

const failures = outcomes.flatMap((outcome) =>
  (outcome.failures ?? []).map((failure) => `${outcome.name}: ${failure}`),
);
if (failures.length > 0) {
  console.log('\n━━ failed');
  for (const failure of failures.slice(0, 60)) console.log(`  ${failure}`);
  if (failures.length > 60) console.log(`  … and ${failures.length - 60} more`);
}

console.log('\n━━ summary');
for (const outcome of outcomes) {
  const mark = outcome.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed (${outcome.seconds}s)`);
}
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
