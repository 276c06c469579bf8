// `npm run bench:web`: builds the web app and prints the gzip size of every chunk and the
// JavaScript each key route needs before it can render (its initial JS). A measurement, not a test.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'apps/web/dist/client');
const landingGoalKb = 90;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@ember/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
// kB are 1000 bytes, as Vite prints them; KiB beside them.
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;

// Every chunk and what it costs.
const chunks = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file: `assets/${file}`, kb: gzipKb(`assets/${file}`) }))
  .sort((a, b) => b.kb - a.kb);

/** A chunk with everything it imports statically: what the browser fetches before running it. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

function lazyModule(name: string): string {
  // A route module's own entry, or the shared chunk a module became when several chunks import it.
  const key = Object.keys(manifest).find(
    (candidate) => new RegExp(`src/[a-z-]+/${name}\\.tsx?$`).test(candidate) || candidate.startsWith(`_${name}-`),
  );
  if (!key) throw new Error(`no chunk for ${name}`);
  return key;
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)![0];

// What each route renders with: the entry, plus the lazy route modules its elements come from.
const routes: Record<string, string[]> = {
  '/ (landing)': [entry],
  // Loaded after the landing has rendered, in a browser that has signed in: the session check that
  // sends members on to /home.
  '/ + session check': [entry, lazyModule('session-check')],
  // Every route but the content pages is declared in the area-routes chunk.
  '/login': [entry, lazyModule('area-routes'), lazyModule('session-pages'), lazyModule('public-pages')],
  '/home (member)': [entry, lazyModule('area-routes'), lazyModule('session-pages'), lazyModule('member-pages')],
  '/host/dashboard': [entry, lazyModule('area-routes'), lazyModule('session-pages'), lazyModule('host-pages')],
};

const pad = (text: string, width: number) => text.padEnd(width);
const kb = (value: number) => `${value.toFixed(2)} kB (${((value * 1000) / 1024).toFixed(2)} KiB)`;

console.log('\nchunks (gzip -9)');
for (const chunk of chunks) console.log(`  ${pad(chunk.file, 48)} ${kb(chunk.kb).padStart(24)}`);

console.log('\ninitial JS per route (gzip -9)');
const totals: Record<string, number> = {};
for (const [route, keys] of Object.entries(routes)) {
  const files = new Set<string>();
  for (const key of keys) closure(key, files);
  totals[route] = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${pad(route, 20)} ${kb(totals[route]!).padStart(24)}  (${files.size} chunks)`);
}

const landing = totals['/ (landing)']!;
console.log(
  `\nlanding initial JS ${kb(landing)} against a goal of ${landingGoalKb} kB: ${landing <= landingGoalKb ? 'met' : 'over'}`,
);
