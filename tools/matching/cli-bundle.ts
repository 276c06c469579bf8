// The `matching:form` command as a JavaScript bundle (engine, HiGHS worker and CLI), so a call starts
// without compiling TypeScript. Built by esbuild at `npm install` and again whenever a source it was
// built from is newer than the bundle. Plain erasable TypeScript: Node runs it without a loader.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const outdir = resolve(import.meta.dirname, 'dist');
export const bundlePath = resolve(outdir, 'form.js');
const inputsPath = resolve(outdir, 'inputs.json');

/** True when the bundle is missing or one of the files it was built from changed since. */
export function isStale(): boolean {
  if (!existsSync(bundlePath) || !existsSync(inputsPath)) return true;
  const built = statSync(bundlePath).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsPath, 'utf8')) as string[];
  return inputs.some((input) => !existsSync(resolve(root, input)) || statSync(resolve(root, input)).mtimeMs > built);
}

export async function buildBundle(): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      form: 'tools/matching/form.ts',
      // Beside form.js, where HighsPackingSolver looks for its worker.
      'highs-packing.worker': 'libs/server/matching-rounds/src/infrastructure/formation/highs-packing.worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    conditions: ['ember-source'],
    // HiGHS loads its WebAssembly beside its own module, so it stays in node_modules.
    external: ['highs'],
    minify: true,
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  inputs.push(relative(root, import.meta.filename));
  writeFileSync(inputsPath, `${JSON.stringify(inputs, null, 2)}\n`);
}

if (process.argv[1] === import.meta.filename) {
  // At `npm install`: a failed build must not fail the install; the command builds on first use.
  try {
    await buildBundle();
  } catch (error) {
    console.warn(`matching:form bundle not built (built on first use): ${String(error)}`);
  }
}
