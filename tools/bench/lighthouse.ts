// `npm run bench:lighthouse`: Lighthouse (Debian's Chromium, mobile emulation with simulated
// throttling, Lighthouse's defaults) on `/` of each brand against a built preview stack, and prints
// performance, LCP, CLS and the landing's JavaScript. A measurement, not a test.
//
// It starts the stack with the launcher (preview build, its own data directory and ports) unless
// LIGHTHOUSE_BASE_URL points at one already up. LIGHTHOUSE_RUNS (default 3) runs per brand; the
// median run by performance is reported. LIGHTHOUSE_REPORT_DIR keeps each run's JSON report.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const goals = { performance: 95, lcpMs: 1500 };
const runs = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const chromePath = (process.env['CHROME_PATH'] ??= '/usr/bin/chromium');

const ports = {
  web: Number(process.env['LIGHTHOUSE_WEB_PORT'] ?? 4671),
  api: Number(process.env['LIGHTHOUSE_API_PORT'] ?? 3671),
  cms: Number(process.env['LIGHTHOUSE_CMS_PORT'] ?? 3672),
  postgres: Number(process.env['LIGHTHOUSE_PG_PORT'] ?? 54471),
  mailSmtp: Number(process.env['LIGHTHOUSE_MAIL_SMTP_PORT'] ?? 1171),
  mailWeb: Number(process.env['LIGHTHOUSE_MAIL_WEB_PORT'] ?? 1172),
  redis: Number(process.env['LIGHTHOUSE_REDIS_PORT'] ?? 63771),
};
const baseUrl = process.env['LIGHTHOUSE_BASE_URL'] ?? `http://localhost:${ports.web}`;

function brandUrl(brand: string | null): string {
  const url = new URL(baseUrl);
  if (brand) url.hostname = `${brand}.${url.hostname}`;
  return `${url.origin}/`;
}

const brands = [
  { name: 'programs (default)', url: brandUrl(null) },
  { name: 'social', url: brandUrl('social') },
  { name: 'coffee', url: brandUrl('coffee') },
];

async function waitFor(url: string, timeoutMs: number, stack?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stack && stack.exitCode !== null)
      throw new Error(`the stack stopped (exit ${stack.exitCode}); see .data/bench-lighthouse/stack.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startStack(): ChildProcess {
  const dataDir = '.data/bench-lighthouse';
  rmSync(resolve(root, dataDir), { recursive: true, force: true });
  mkdirSync(resolve(root, dataDir), { recursive: true });
  const log = `${dataDir}/stack.log`;
  console.log(`starting a preview stack on ${baseUrl} (log in ${log}; the first CMS build takes minutes)`);
  const output = openSync(resolve(root, log), 'w');
  const stack = spawn(process.execPath, ['tools/launcher/start.ts'], {
    cwd: root,
    stdio: ['ignore', output, output],
    detached: true,
    env: {
      ...process.env,
      EMBER_DATA_DIR: dataDir,
      EMBER_WEB_MODE: 'preview',
      EMBER_WEB_PORT: String(ports.web),
      API_PORT: String(ports.api),
      CMS_PORT: String(ports.cms),
      EMBER_PG_PORT: String(ports.postgres),
      EMBER_MAIL_SMTP_PORT: String(ports.mailSmtp),
      EMBER_MAIL_WEB_PORT: String(ports.mailWeb),
      EMBER_REDIS_PORT: String(ports.redis),
      REDIS_PREFIX: `ember_lighthouse_${Date.now().toString(36)}`,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    },
  });
  return stack;
}

/** The scripts the HTML of / loads before it paints (script tags and module preloads), gzip -9 as the bench:web figure. */
async function initialJsKb(): Promise<number> {
  const html = await (await fetch(baseUrl)).text();
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  let bytes = 0;
  for (const file of new Set(files)) {
    const body = Buffer.from(await (await fetch(new URL(file, baseUrl))).arrayBuffer());
    // Served compressed or not, count the gzip -9 size.
    const plain = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body;
    bytes += gzipSync(plain, { level: 9 }).length;
  }
  return bytes / 1000;
}

interface Measure {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const reportDir = process.env['LIGHTHOUSE_REPORT_DIR'];
let reportCount = 0;

async function measure(url: string): Promise<Measure> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`no result for ${url}`);
    const { lhr } = result;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(resolve(reportDir, `${new URL(url).hostname}-${(reportCount += 1)}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
      (request) => request.resourceType === 'Script',
    );
    return {
      performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      scriptKb: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

const stack = process.env['LIGHTHOUSE_BASE_URL'] ? undefined : startStack();
const stopStack = () => {
  if (stack?.pid && stack.exitCode === null) process.kill(-stack.pid, 'SIGTERM');
};
process.on('SIGINT', () => {
  stopStack();
  process.exit(130);
});

try {
  await waitFor(`${baseUrl}/`, 900_000, stack);
  await waitFor(`${baseUrl}/cms/api/health`, 300_000, stack);
  const initial = await initialJsKb();
  const rows: [string, Measure][] = [];
  for (const brand of brands) {
    const results: Measure[] = [];
    // A first load warms the preview server and the CMS's caches; it is not counted.
    await measure(brand.url);
    for (let run = 0; run < runs; run += 1) results.push(await measure(brand.url));
    results.sort((a, b) => a.performance - b.performance);
    rows.push([brand.name, results[Math.floor(results.length / 2)]!]);
  }

  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : ''} mobile, simulated throttling: ${baseUrl}`);
  console.log(
    `  ${'brand'.padEnd(20)} ${pad('perf', 5)} ${pad('LCP', 8)} ${pad('FCP', 8)} ${pad('CLS', 6)} ${pad('TBT', 7)} ${pad('JS loaded', 11)}`,
  );
  for (const [name, m] of rows) {
    console.log(
      `  ${name.padEnd(20)} ${pad(m.performance, 5)} ${pad(`${(m.lcpMs / 1000).toFixed(2)} s`, 8)} ${pad(
        `${(m.fcpMs / 1000).toFixed(2)} s`,
        8,
      )} ${pad(m.cls.toFixed(3), 6)} ${pad(`${Math.round(m.tbtMs)} ms`, 7)} ${pad(`${m.scriptKb.toFixed(1)} kB`, 11)}`,
    );
  }
  console.log(
    `  JS the HTML of / loads before its first paint (scripts and module preloads, gzip -9): ${initial.toFixed(2)} kB`,
  );
  for (const [name, m] of rows) {
    const met = m.performance >= goals.performance && m.lcpMs <= goals.lcpMs;
    console.log(
      `  ${name}: performance ${m.performance} (goal ≥ ${goals.performance}), LCP ${(m.lcpMs / 1000).toFixed(2)} s (goal ≤ ${goals.lcpMs / 1000} s): ${met ? 'met' : 'not met'}`,
    );
  }
} finally {
  stopStack();
}
