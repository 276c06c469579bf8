// Proves the dense family's optima offline (minutes per pool) and writes them to dense-optima.json,
// which `npm run bench:matching` compares against. Run: node --conditions=ember-source --import
// @swc-node/register/esm-register tools/bench/prove-dense-optima.ts [name-filter]
// A pool is proven by HiGHS over every feasible group when they can be enumerated; otherwise its
// members placed are proven only when a long heuristic run meets a valid upper bound.
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { formGroups, FormationTooLargeError, HighsPackingSolver, validateFormation } from '@ember/matching-rounds';
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

const file = new URL('./dense-optima.json', import.meta.url);
const filter = process.argv[2] ?? '';
const optima: Record<string, ProvenOptimum> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const solver = new HighsPackingSolver();
for (const pool of denseFamily().filter((candidate) => candidate.name.includes(filter))) {
  const started = Date.now();
  let optimum: ProvenOptimum;
  try {
    const exact = await formGroups(pool.input, {
      mode: 'exact',
      solver,
      exactCandidateLimit: 3_000_000,
      solverTimeLimitSeconds: 1800,
      timeLimitMs: 20_000,
    });
    if (validateFormation(pool.input, exact.output).length > 0) throw new Error(`${pool.name}: invalid exact solution`);
    optimum = {
      ...exact.score,
      proof: exact.optimal ? 'milp' : exact.score.placed >= exact.bound.placed ? 'placed-by-bound' : 'unproven',
      bound: { placed: exact.bound.placed, edges: exact.bound.edges },
      candidateGroups: exact.stats.candidateGroups,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    if (!(error instanceof FormationTooLargeError)) throw error;
    const long = await formGroups(pool.input, { mode: 'heuristic', timeLimitMs: 60_000, seed: 11 });
    optimum = {
      ...long.score,
      proof: long.score.placed >= long.bound.placed ? 'placed-by-bound' : 'unproven',
      bound: { placed: long.bound.placed, edges: long.bound.edges },
      candidateGroups: null,
      seconds: (Date.now() - started) / 1000,
    };
  }
  optima[pool.name] = optimum;
  console.log(pool.name, JSON.stringify(optimum));
  writeFileSync(file, `${JSON.stringify(optima, null, 2)}\n`);
}
await solver.close();
