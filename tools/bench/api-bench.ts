// `npm run bench:api`: the api under load next to a bare node:http + pg server answering the same
// routes with the same SQL and the same JSON, in one run, as ratios (issue 17 §5, issue 19).
// A fresh database (its name says bench) holds 50 000 discoverable members, ten signed-in viewers
// and an open round; the real api runs as in production (its build, as the image runs it:
// `node apps/api/dist/main.js`, NODE_ENV=production, logs at warn) in its own process, the bare
// server in another on the same built libraries and with no loader either; autocannon drives both.
//   BENCH_SECONDS      seconds per scenario and server, in two turns each (10)
//   BENCH_SOAK_SECONDS the api's memory soak (600); `-- --short` makes it 60
//   BENCH_API_PROFILE  a directory: both servers write CPU profiles there (and the bare one soaks too)
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { defaultAgeFilter } from '@ember/member-rules';
import { migrateContexts } from '@ember/platform';
import { clearRedisPrefix, testRedisUrl, testServerUrl } from '@ember/platform/testing';
import { contextDatabases as contexts } from '@ember/contexts';
import { type Viewer, population, seedBrowseMembers, seedOpenRound, seedViewers } from './api-bench/bench-data.js';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const soakSeconds = process.argv.includes('--short') ? 60 : Number(process.env['BENCH_SOAK_SECONDS'] ?? 600);
const sessionSecret = randomBytes(32).toString('base64url');
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseName = `ember_bench_${runId}`;
const redisPrefix = `ember_bench_${runId}`;

const admin = new pg.Client({ connectionString: testServerUrl() });
const databaseUrl = (() => {
  const url = new URL(testServerUrl());
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function waitUntilUp(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  await clearRedisPrefix(redisPrefix).catch(() => undefined);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Target {
  method: 'GET' | 'PUT';
  path: string;
  viewer: Viewer;
  body?: string;
}

/** A browser's headers: both cookies on every request, the XSRF header on writes. */
function headersOf(target: Target): Record<string, string> {
  const xsrf = (target.viewer as Viewer & { xsrf?: string }).xsrf;
  return {
    cookie: `ember_session=${target.viewer.token}${xsrf ? `; XSRF-TOKEN=${xsrf}` : ''}`,
    ...(target.method === 'PUT' && xsrf ? { 'x-xsrf-token': xsrf, 'content-type': 'application/json' } : {}),
  };
}

async function call(base: string, target: Target): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${target.path}`, {
    method: target.method,
    headers: headersOf(target),
    body: target.body,
  });
  return { status: response.status, text: await response.text() };
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

/** One server under one scenario: `connections` clients cycling through the targets for `seconds`. */
async function drive(
  base: string,
  targets: readonly Target[],
  connections: number,
  duration = seconds,
): Promise<Measure> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const target = targets[next++ % targets.length]!;
          return {
            ...request,
            method: target.method,
            path: target.path,
            headers: headersOf(target),
            body: target.body,
          };
        },
      },
    ],
  });
  // Requests still in flight when the clock stopped finish before anything else is measured.
  await new Promise((done) => setTimeout(done, 1500));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

/** Both servers in turns (api, bare, api, bare), half the time each turn, so both meet the same load. */
async function compare(targets: readonly Target[], connections: number, bases: [string, string]) {
  const half = Math.max(1, Math.round(seconds / 2));
  const runs: Measure[][] = [[], []];
  for (let turn = 0; turn < 2; turn++) {
    for (const [index, base] of bases.entries()) runs[index]!.push(await drive(base, targets, connections, half));
  }
  const merge = (measures: Measure[]): Measure => ({
    rps: measures.reduce((sum, m) => sum + m.rps, 0) / measures.length,
    p50: Math.max(...measures.map((m) => m.p50)),
    p99: Math.max(...measures.map((m) => m.p99)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    bytes: measures[0]!.bytes,
  });
  return runs.map(merge) as [Measure, Measure];
}

try {
  await admin.connect();
  console.log(`bench:api on ${cpus().length} cores, load average ${load()} at the start`);
  await admin.query(`create database "${databaseName}"`);
  await migrateContexts({ url: databaseUrl }, contexts);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // Clean-up drops the database under the pool's idle connections: that must not hide the error
  // that led there.
  db.on('error', () => undefined);
  const members = population();
  let started = performance.now();
  await seedBrowseMembers(db, members);
  const toronto = members.filter((member) => member.location === 'CA:ON:Toronto');
  const viewers = await seedViewers(db, toronto.slice(0, 10), sessionSecret);
  const roundId = await seedOpenRound(databaseUrl, contexts, db, toronto.slice(0, 150));
  await db.query('analyze');
  console.log(
    `seeded ${members.length} members, 10 viewers, a round of 150 in ${Math.round(performance.now() - started)} ms`,
  );

  // The api as production runs it, from its build; the bare server on the same built libraries.
  started = performance.now();
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=@ember/api', '--output-style=stream-without-prefixes'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NX_TUI: 'false' } },
  );
  console.log(`built the api and its libraries in ${Math.round(performance.now() - started)} ms`);

  const [apiPort, barePort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '10',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: 'smtp://127.0.0.1:1',
    SESSION_SECRET: sessionSecret,
    MEMBERS_VISIBLE_FROM: '2020-01-01',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    BARE_PORT: String(barePort),
  };
  const profile = process.env['BENCH_API_PROFILE']
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_API_PROFILE']}`]
    : [];
  const api = spawn(process.execPath, [...profile, 'apps/api/dist/main.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  children.push(api);
  // Node runs the bare server's own file as TypeScript (type stripping); what it imports is built.
  const bare = fork(join(root, 'tools/bench/api-bench/bare-server.ts'), [], { cwd: root, env, execArgv: profile });
  children.push(bare);
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  await Promise.all([waitUntilUp(`${apiBase}/api/health/live`), waitUntilUp(`${bareBase}/`)]);

  // The pick needs the XSRF cookie the api hands each session.
  for (const viewer of viewers) {
    const me = await fetch(`${apiBase}/api/auth/me`, { headers: { cookie: `ember_session=${viewer.token}` } });
    (viewer as Viewer & { xsrf?: string }).xsrf = /XSRF-TOKEN=([^;]+)/.exec(me.headers.get('set-cookie') ?? '')?.[1];
  }

  // Each viewer's first pages through their default filter (a 31-year-old's three bands), then
  // the cursor pages that follow, walked once on the api.
  const ownAge = (viewer: Viewer) => toronto.find((member) => member.userId === viewer.userId)!.age;
  const browsePath = (viewer: Viewer, query: Record<string, string>) =>
    `/api/profiles/all?${new URLSearchParams({ location: 'CA:ON:Toronto', age: defaultAgeFilter(ownAge(viewer)).join(','), ...query })}`;
  const firstPages = viewers.map((viewer) => ({ method: 'GET', path: browsePath(viewer, {}), viewer }) as Target);
  // What the issue's first table measured: the whole city, every age (`age=` as the web sends it).
  const everyAge = viewers.map(
    (viewer) => ({ method: 'GET', path: browsePath(viewer, { age: '' }), viewer }) as Target,
  );
  const cursorPages: Target[] = [];
  for (const viewer of viewers) {
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const path = browsePath(viewer, cursor ? { cursor } : {});
      const answer = await call(apiBase, { method: 'GET', path, viewer });
      if (page > 0) cursorPages.push({ method: 'GET', path, viewer });
      cursor = (JSON.parse(answer.text) as { nextCursor: string | null }).nextCursor;
      if (!cursor) break;
    }
  }
  const filtered = viewers.map(
    (viewer) =>
      ({
        method: 'GET',
        path: browsePath(viewer, { sex: 'female', neighborhood: 'west-end,downtown', interest: 'Dance,Travel' }),
        viewer,
      }) as Target,
  );
  const revelstoke = viewers.map(
    (viewer) => ({ method: 'GET', path: '/api/profiles/all?location=CA:BC:Revelstoke', viewer }) as Target,
  );
  const candidates = viewers.map(
    (viewer) => ({ method: 'GET', path: `/api/rounds/${roundId}/candidates`, viewer }) as Target,
  );
  const picks = viewers.flatMap((viewer) =>
    toronto.slice(20, 60).map(
      (target, n) =>
        ({
          method: 'PUT',
          path: `/api/rounds/${roundId}/picks/${target.profileId}`,
          viewer,
          body: JSON.stringify({ level: n % 6 }),
        }) as Target,
    ),
  );

  // Same answers from both, byte for byte (a pick's time stamp aside), before anything is timed.
  for (const target of [
    ...firstPages,
    ...everyAge,
    ...cursorPages.slice(0, 20),
    ...filtered,
    ...revelstoke,
    ...candidates,
  ]) {
    const [fromApi, fromBare] = [await call(apiBase, target), await call(bareBase, target)];
    if (fromApi.status !== 200 || fromApi.text !== fromBare.text) {
      throw new Error(
        `api and bare differ on ${target.path}: ${fromApi.status} ${fromApi.text.slice(0, 300)} / ${fromBare.text.slice(0, 300)}`,
      );
    }
  }
  const pickShape = (text: string) => text.replace(/"updatedAt":"[^"]+"/, '');
  const [pickApi, pickBare] = [await call(apiBase, picks[0]!), await call(bareBase, picks[0]!)];
  if (pickApi.status !== 200 || pickShape(pickApi.text) !== pickShape(pickBare.text)) {
    throw new Error(`api and bare differ on a pick: ${pickApi.status} ${pickApi.text} / ${pickBare.text}`);
  }
  console.log('api and bare answer the same bytes on every scenario; measuring…\n');

  const scenarios: [string, Target[], number][] = [
    ['browse Toronto, every age, first page', everyAge, 10],
    ['browse Toronto, 3 age bands, first page', firstPages, 10],
    ['browse Toronto, cursor pages 2-20', cursorPages, 10],
    ['browse Toronto, 3 filters', filtered, 10],
    ['browse Revelstoke (306)', revelstoke, 10],
    ['browse Toronto, every age, first page', everyAge, 50],
    ['browse Toronto, 3 age bands, first page', firstPages, 50],
    ['round candidates (150 enrolled)', candidates, 10],
    ['pick (PUT)', picks, 10],
  ];
  const lines: string[] = [];
  for (const [name, targets, connections] of scenarios) {
    const before = load();
    const [onApi, onBare] = await compare(targets, connections, [apiBase, bareBase]);
    const ratio = onApi.rps / onBare.rps;
    lines.push(
      `| ${name} | ${connections} | ${onApi.rps.toFixed(0)} | ${onBare.rps.toFixed(0)} | ${ratio.toFixed(2)}× ${ratio >= 0.65 ? '✓' : '✗'} | ` +
        `${onApi.p50} / ${onApi.p99} ${connections > 10 || onApi.p99 <= 150 ? '' : '✗'} | ${onBare.p50} / ${onBare.p99} | ` +
        `${onApi.errors} / ${onBare.errors} | ${(onApi.bytes / 1024).toFixed(1)} KiB | ${before} |`,
    );
    console.log(lines[lines.length - 1]);
  }

  // The soak: the api alone under the browse mix; its resident memory every 5 s.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssOf(api.pid!)), 5000);
  started = performance.now();
  const soak = await drive(apiBase, [...firstPages, ...cursorPages, ...filtered], 10, soakSeconds);
  if (process.env['BENCH_API_PROFILE'])
    await drive(bareBase, [...firstPages, ...cursorPages, ...filtered], 10, soakSeconds);
  clearInterval(sampler);
  const warm = samples.slice(Math.ceil(samples.length / 5));
  const baseline =
    warm.slice(0, Math.max(1, Math.ceil(warm.length / 10))).reduce((a, b) => a + b, 0) /
    Math.max(1, Math.ceil(warm.length / 10));
  const drift = Math.max(...warm.map((rss) => Math.abs(rss - baseline) / baseline));

  console.log(`\nbench:api, ${cpus().length} cores, load average ${load()} at the end`);
  console.log(
    '| scenario | conns | api req/s | bare req/s | api / bare (≥ 0.65) | api p50 / p99 ms (p99 ≤ 150) | bare p50 / p99 ms | errors api / bare | api page | load avg before |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
  console.log(
    `\nsoak ${soakSeconds} s on the api (browse mix, 10 connections): ${soak.rps.toFixed(0)} req/s, p99 ${soak.p99} ms, ` +
      `${soak.errors} errors; RSS after warm-up ${mib(baseline)} → ${mib(warm.at(-1) ?? 0)}, ` +
      `range ${mib(Math.min(...warm))}-${mib(Math.max(...warm))}, largest drift ${(drift * 100).toFixed(1)} % ` +
      `${drift <= 0.1 ? '✓ (within ±10 %)' : '✗ (goal ±10 %)'}`,
  );
  await db.end();
} finally {
  await cleanUp();
}
