// `npm run bench:matching`: the formation engine's quality and speed. Part 1 compares the heuristic
// with the exact optimum (HiGHS) and the LP bound on generated pools of 24-120 members; part 2 forms
// 100 000 members in a child process to measure total time and peak memory (maxRSS).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formGroups, FormationTooLargeError, HighsPackingSolver, validateFormation } from '@ember/matching-rounds';
import { generatePool } from '@ember/matching-rounds/testing';

const exactSeconds = Number(process.env.BENCH_EXACT_SECONDS ?? 60);
// Pools with more feasible groups than this get no exact optimum and a combinatorial bound only.
const candidateLimit = 150_000;
const sizes = [24, 48, 72, 96, 120];
const classes = [
  { name: 'sparse 4-6', groupSize: { min: 4, max: 6 }, picks: () => 6 },
  { name: 'dense 4-6', groupSize: { min: 4, max: 6 }, picks: (n: number) => Math.round(n * 0.3) },
  { name: 'sparse 6-12', groupSize: { min: 6, max: 12 }, picks: () => 8 },
  { name: 'dense 6-12', groupSize: { min: 6, max: 12 }, picks: (n: number) => Math.round(n * 0.3) },
];

const solver = new HighsPackingSolver();
const percent = (value: number | null): string => (value === null ? 'n/a' : `${(value * 100).toFixed(2)}%`);
const gap = (reference: number, achieved: number): number => (reference === 0 ? 0 : (reference - achieved) / reference);
const widths = [12, 7, 6, 8, 9, 8, 24, 16, 14, 16];
const printRow = (cells: string[]): void => console.log(cells.map((cell, k) => cell.padEnd(widths[k]!)).join(' '));
printRow([
  'pool',
  'members',
  'picks',
  'groups',
  'heur p/e',
  'heur ms',
  'exact p/e',
  'gap to exact p/e',
  'LP bound p/e',
  'gap to LP p/e',
]);
let worstExactGap = 0;
let unprovenGap = 0;
let slowest = 0;
let violations = 0;
let seed = 1;
for (const kind of classes) {
  for (const members of sizes) {
    const input = generatePool({
      members,
      groupSize: kind.groupSize,
      picksPerMember: kind.picks(members),
      seed: seed++,
    });
    // The heuristic alone, as it runs when a pool is too large to solve exactly: no HiGHS involved.
    const heuristic = await formGroups(input, { mode: 'heuristic', seed: 1 });
    violations += validateFormation(input, heuristic.output).length;
    slowest = Math.max(slowest, heuristic.stats.timeMs);
    // The LP relaxation bound (where the feasible groups can be enumerated), without any MILP.
    const relaxed = await formGroups(input, { mode: 'heuristic', seed: 1, solver, candidateLimit });
    let exactNote: string;
    let placedGap: number | null = null;
    let edgesGap: number | null = null;
    let groups = 'many';
    try {
      const started = Date.now();
      const exact = await formGroups(input, {
        mode: 'exact',
        solver,
        exactCandidateLimit: candidateLimit,
        solverTimeLimitSeconds: exactSeconds,
      });
      const ms = Date.now() - started;
      groups = String(exact.stats.candidateGroups);
      violations += validateFormation(input, exact.output).length;
      // Unproven: the tighter of HiGHS's dual bound and the LP still caps the optimum, so the true gap is at most this.
      const reference = exact.optimal ? exact.score : exact.bound;
      placedGap = gap(reference.placed, heuristic.score.placed);
      edgesGap = gap(reference.edges, heuristic.score.edges);
      exactNote = exact.optimal
        ? `${exact.score.placed}/${exact.score.edges} ${ms} ms`
        : `≤ ${reference.placed}/${reference.edges} (${exactSeconds} s)`;
      if (exact.optimal) worstExactGap = Math.max(worstExactGap, placedGap, edgesGap);
      else unprovenGap = Math.max(unprovenGap, placedGap, edgesGap);
    } catch (error) {
      exactNote = error instanceof FormationTooLargeError ? `> ${candidateLimit / 1000}k groups` : String(error);
    }
    const bound = relaxed.bound;
    printRow([
      kind.name,
      String(members),
      String(input.picks.length),
      groups,
      `${heuristic.score.placed}/${heuristic.score.edges}`,
      String(heuristic.stats.timeMs),
      exactNote,
      `${percent(placedGap)} / ${percent(edgesGap)}`,
      `${bound.kind === 'lp' ? '' : 'comb. '}${bound.placed}/${bound.edges}`,
      `${percent(gap(bound.placed, heuristic.score.placed))} / ${percent(gap(bound.edges, heuristic.score.edges))}`,
    ]);
  }
}
await solver.close();
console.log(`\nworst gap to a proven optimum: ${percent(worstExactGap)} (goal ≤ 1%)`);
console.log(`worst gap to HiGHS's bound where the optimum was not proven: ≤ ${percent(unprovenGap)}`);
console.log(`slowest heuristic run (pool ≤ 120): ${slowest} ms (goal ≤ 2000 ms)`);
console.log(`violations: ${violations} (goal 0)`);

console.log('\nscale: 100 000 members in pools by program and slot (child process)');
const child = spawnSync(
  process.execPath,
  [...process.execArgv, fileURLToPath(new URL('./matching-scale.ts', import.meta.url))],
  { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
if (child.status !== 0) {
  console.log(`scale run failed with status ${child.status}`);
  process.exit(1);
}
process.stdout.write(child.stdout);
