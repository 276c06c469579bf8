// Proves the dense family's optima offline (minutes per pool) and writes them to dense-optima.json,
// which `npm run bench:matching` compares against. Run: node --conditions=ember-source --import
// @swc-node/register/esm-register tools/bench/prove-dense-optima.ts [name-filter]
// A pool is proven by HiGHS over every feasible group when there are few enough of them to solve
// (at most 100 000); otherwise its members placed are proven when a long formation (the search, the
// LP by column generation, the search from the LP's groups) meets the LP bound. The filter is a
// regular expression on the pool names.
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import {
  formGroups,
  FormationTooLargeError,
  HighsPackingSolver,
  validateFormation,
  type FormationResult,
  type FormationScore,
} from '@ember/matching-rounds';
import { denseFamily } from './dense-family.ts';

export interface ProvenOptimum {
  readonly placed: number;
  readonly edges: number;
  readonly waited: number;
  /** 'milp': the whole objective proven by HiGHS; 'placed-by-bound': only members placed are proven; 'unproven'. */
  readonly proof: 'milp' | 'placed-by-bound' | 'unproven';
  readonly bound: { readonly placed: number; readonly edges: number };
  readonly candidateGroups: number | null;
  readonly seconds: number;
}

// The objective's order: members placed, then mutual edges, then rounds waited.
const better = (a: FormationScore, b: FormationScore): boolean =>
  (a.placed - b.placed || a.edges - b.edges || a.waited - b.waited) > 0;
const file = new URL('./dense-optima.json', import.meta.url);
const filter = new RegExp(process.argv[2] ?? '');
const optima: Record<string, ProvenOptimum> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const solver = new HighsPackingSolver();
for (const pool of denseFamily().filter((candidate) => filter.test(candidate.name))) {
  const started = Date.now();
  const exact = await formGroups(pool.input, {
    mode: 'exact',
    solver,
    exactCandidateLimit: 100_000,
    solverTimeLimitSeconds: 1800,
    timeLimitMs: 20_000,
  }).catch((error: unknown) => {
    if (error instanceof FormationTooLargeError) return null;
    throw error;
  });
  let optimum: ProvenOptimum;
  if (exact) {
    if (validateFormation(pool.input, exact.output).length > 0) throw new Error(`${pool.name}: invalid exact solution`);
    optimum = {
      ...exact.score,
      proof: exact.optimal ? 'milp' : exact.score.placed >= exact.bound.placed ? 'placed-by-bound' : 'unproven',
      bound: { placed: exact.bound.placed, edges: exact.bound.edges },
      candidateGroups: exact.stats.candidateGroups,
      seconds: (Date.now() - started) / 1000,
    };
  } else {
    // No feasible groups listed (too many): the bound comes from column generation alone. The
    // search ends when it stalls, so a few seeds are tried until one meets the bound.
    let best: FormationResult | null = null;
    let placedBound = Number.POSITIVE_INFINITY;
    let edgesBound = Number.POSITIVE_INFINITY;
    for (let seed = 11; seed < 19 && (best === null || best.score.placed < placedBound); seed++) {
      const long = await formGroups(pool.input, { solver, timeLimitMs: 180_000, seed, candidateLimit: 0 });
      if (validateFormation(pool.input, long.output).length > 0) throw new Error(`${pool.name}: invalid solution`);
      placedBound = Math.min(placedBound, long.bound.placed);
      edgesBound = Math.min(edgesBound, long.bound.edges);
      if (best === null || better(long.score, best.score)) best = long;
    }
    optimum = {
      ...best!.score,
      proof: best!.score.placed >= placedBound ? 'placed-by-bound' : 'unproven',
      bound: { placed: placedBound, edges: edgesBound },
      candidateGroups: null,
      seconds: (Date.now() - started) / 1000,
    };
  }
  optima[pool.name] = optimum;
  console.log(pool.name, JSON.stringify(optimum));
  writeFileSync(file, `${JSON.stringify(optima, null, 2)}\n`);
}
await solver.close();
