// `npm run bench:matching`: the formation engine's quality and speed. Part 1 compares the heuristic
// with the exact optimum (HiGHS) and the LP bound on generated pools of 24-120 members; part 2 runs
// the whole formation (2 s budget, HiGHS included) on the dense family against optima proven offline
// (dense-optima.json, from prove-dense-optima.ts); part 3 forms 100 000 members in a child process to
// measure total time and peak memory (maxRSS). Set BENCH_PARTS=dense to run part 2 alone.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formGroups, FormationTooLargeError, HighsPackingSolver, validateFormation } from '@ember/matching-rounds';
import { generatePool } from '@ember/matching-rounds/testing';
import { denseFamily } from './dense-family.ts';
import type { ProvenOptimum } from './prove-dense-optima.ts';

const exactSeconds = Number(process.env.BENCH_EXACT_SECONDS ?? 60);
// The dense family's formation budget (the rounds' default: 2 s). On a machine shared with other
// work, a larger budget shows what the engine does with the CPU time it would have when idle.
const denseBudgetMs = Number(process.env.BENCH_BUDGET_MS ?? 2000);
// Pools with more feasible groups than this get no exact optimum and a combinatorial bound only.
const candidateLimit = 150_000;
const sizes = [24, 48, 72, 96, 120];
const classes = [
  { name: 'sparse 4-6', groupSize: { min: 4, max: 6 }, picks: () => 6 },
  { name: 'dense 4-6', groupSize: { min: 4, max: 6 }, picks: (n: number) => Math.round(n * 0.3) },
  { name: 'sparse 6-12', groupSize: { min: 6, max: 12 }, picks: () => 8 },
  { name: 'dense 6-12', groupSize: { min: 6, max: 12 }, picks: (n: number) => Math.round(n * 0.3) },
];

const parts = process.env.BENCH_PARTS ?? 'all';
const solver = new HighsPackingSolver();
const percent = (value: number | null): string => (value === null ? 'n/a' : `${(value * 100).toFixed(2)}%`);
const gap = (reference: number, achieved: number): number => (reference === 0 ? 0 : (reference - achieved) / reference);
if (parts === 'all') await generatedPools();
await densePools();
await solver.close();
if (parts !== 'all') process.exit(0);

async function generatedPools(): Promise<void> {
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
  console.log(`\nworst gap to a proven optimum: ${percent(worstExactGap)} (goal ≤ 1%)`);
  console.log(`worst gap to HiGHS's bound where the optimum was not proven: ≤ ${percent(unprovenGap)}`);
  console.log(`slowest heuristic run (pool ≤ 120): ${slowest} ms (goal ≤ 2000 ms)`);
  console.log(`violations: ${violations} (goal 0)`);
}

/**
 * The dense family through the whole formation as a round runs it (auto mode, 2 s budget, HiGHS
 * included), against the offline optima. The machine's load is measured alongside: a fixed
 * CPU-bound loop's wall time over its CPU time, so a slow run on a busy machine reads as such.
 */
async function densePools(): Promise<void> {
  const optima = JSON.parse(readFileSync(new URL('./dense-optima.json', import.meta.url), 'utf8')) as Record<
    string,
    ProvenOptimum
  >;
  console.log(
    `\ndense family: whole formation in ${denseBudgetMs / 1000} s (HiGHS included) against optima proven offline`,
  );
  const columns = [24, 9, 9, 16, 22, 9, 18, 7, 7, 5];
  const row = (cells: string[]): void => console.log(cells.map((cell, k) => cell.padEnd(columns[k]!)).join(' '));
  row(['pool', 'picks/m', 'returned', 'placed/edges', 'optimum (proof, s)', 'gap', 'bound p/e', 'wall', 'cpu', 'viol']);
  const gaps: number[] = [];
  let worstWall = 0;
  let worstCpu = 0;
  let violations = 0;
  const load: number[] = [];
  for (const pool of denseFamily()) {
    load.push(loadFactor());
    // As in the worker app, where one solver serves every round, HiGHS is loaded before the clock
    // starts (a solve that overran its budget ends the worker, so this may load it again).
    await warmUp();
    const arcs = new Set(pool.input.picks.map((pick) => `${pick.from}>${pick.to}`));
    const returned = pool.input.picks.filter((pick) => arcs.has(`${pick.to}>${pick.from}`)).length;
    const cpuBefore = process.cpuUsage();
    const started = Date.now();
    const result = await formGroups(pool.input, { solver, seed: 1, timeLimitMs: denseBudgetMs });
    const wall = Date.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    const cpu = Math.round((cpuUsed.user + cpuUsed.system) / 1000);
    worstWall = Math.max(worstWall, wall);
    worstCpu = Math.max(worstCpu, cpu);
    violations += validateFormation(pool.input, result.output).length;
    const optimum = optima[pool.name];
    const provenPlaced = optimum && optimum.proof !== 'unproven';
    const placedGap = provenPlaced ? gap(optimum.placed, result.score.placed) : null;
    if (placedGap !== null) gaps.push(placedGap);
    const { bound } = result;
    row([
      pool.name,
      (pool.input.picks.length / pool.input.members.length).toFixed(1),
      `${Math.round((returned / pool.input.picks.length) * 100)} %`,
      `${result.score.placed}/${result.score.edges}`,
      optimum ? `${optimum.placed}/${optimum.edges} (${optimum.proof}, ${Math.round(optimum.seconds)})` : 'none',
      provenPlaced ? percent(placedGap) : `≤ ${percent(gap(bound.placed, result.score.placed))}`,
      `${bound.kind === 'lp' ? 'LP ' : bound.kind === 'mixed' ? 'mixed ' : 'comb. '}${bound.placed}/${bound.edges}`,
      `${wall}`,
      `${cpu}`,
      String(violations),
    ]);
  }
  const mean = gaps.reduce((sum, value) => sum + value, 0) / Math.max(1, gaps.length);
  console.log(
    `\nworst placed gap to a proven optimum: ${percent(Math.max(0, ...gaps))}, mean ${percent(mean)} (goal ≤ 1%)`,
  );
  console.log(`slowest formation: ${worstWall} ms wall, ${worstCpu} ms CPU (goal ≤ 2000 ms wall on an idle machine)`);
  console.log(
    `machine load while measuring: wall/CPU of a fixed loop ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)} (1.0 = idle)`,
  );
  console.log(`violations: ${violations} (goal 0)`);
}

async function warmUp(): Promise<void> {
  const pair = { rows: 2, columnStarts: Int32Array.of(0, 2), columnRows: Int32Array.of(0, 1) };
  await solver.solve({ ...pair, objectives: [Float64Array.of(2)], integral: false, timeLimitSeconds: 60 });
}

/** Wall time over CPU time of a fixed CPU-bound loop: about 1 on an idle core, more under load. */
function loadFactor(): number {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < 20_000_000; i++) sink += i % 7;
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpuBefore);
  return sink < 0 ? 0 : wall / Math.max(1, (used.user + used.system) / 1000);
}

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
