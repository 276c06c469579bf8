// The scale half of `npm run bench:matching`, in its own process so maxRSS is this run's alone:
// 100 000 members with about 2 000 000 picks, in pools by program and slot, formed in one call.
import { formGroups, validateFormation, type FormationInput, type FormationResult } from '@ember/matching-rounds';
import { generatePool } from '@ember/matching-rounds/testing';

const totalMembers = Number(process.env.BENCH_SCALE_MEMBERS ?? 100_000);
const poolSize = 500;
const programs = ['supper-club', 'hiking', 'board-games', 'running'];
const slots = ['fri-19', 'sat-09', 'sat-18', 'sun-11', 'sun-17'];

const generationStarted = Date.now();
const pools: FormationInput[] = [];
for (let pool = 0; pool * poolSize < totalMembers; pool++) {
  const program = programs[pool % programs.length]!;
  const slot = slots[Math.floor(pool / programs.length) % slots.length]!;
  pools.push(
    generatePool({
      members: Math.min(poolSize, totalMembers - pool * poolSize),
      groupSize: program === 'supper-club' ? { min: 6, max: 12 } : { min: 4, max: 6 },
      picksPerMember: 20,
      slots: [slot],
      idPrefix: `${program}-${pool}-`,
      seed: 1000 + pool,
    }),
  );
}
// One input per group-size rule, as the worker would run one formation per program.
const inputs = [
  { ...pools[0]!, members: pools.flatMap((p, i) => (i % programs.length === 0 ? p.members : [])) },
  { ...pools[1]!, members: pools.flatMap((p, i) => (i % programs.length !== 0 ? p.members : [])) },
].map((base, index) => ({
  ...base,
  picks: pools.flatMap((p, i) => ((i % programs.length === 0) === (index === 0) ? p.picks : [])),
  blocks: pools.flatMap((p, i) => ((i % programs.length === 0) === (index === 0) ? p.blocks : [])),
}));
const generationMs = Date.now() - generationStarted;

const started = Date.now();
let members = 0;
let picks = 0;
let placed = 0;
let eligible = 0;
let edges = 0;
let boundPlaced = 0;
let boundEdges = 0;
const results: FormationResult[] = [];
for (const input of inputs) {
  // A 20 s heuristic budget shared in proportion to members leaves room for indexing and bounds.
  const timeLimitMs = (20_000 * input.members.length) / totalMembers;
  const result = await formGroups(input, { mode: 'heuristic', timeLimitMs, seed: 1 });
  members += input.members.length;
  picks += input.picks.length;
  placed += result.score.placed;
  eligible += result.stats.eligible;
  edges += result.score.edges;
  boundPlaced += result.bound.placed;
  boundEdges += result.bound.edges;
  results.push(result);
}
const totalMs = Date.now() - started;
const peakMiB = process.resourceUsage().maxRSS / 1024;
// Checked after the clock stops: the validator is a referee, not part of formation.
const violations = inputs.reduce((sum, input, i) => sum + validateFormation(input, results[i]!.output).length, 0);
const percent = (bound: number, value: number): string => `${(((bound - value) / bound) * 100).toFixed(2)}%`;
console.log(
  `members ${members}, picks ${picks}, pools ${pools.length} of ${poolSize} (generated in ${generationMs} ms)`,
);
console.log(
  `placed ${placed} of ${eligible} eligible, mutual edges ${edges} (${(edges / placed).toFixed(2)} per placed member)`,
);
console.log(
  `combinatorial bound: placed ${boundPlaced} (gap ${percent(boundPlaced, placed)}), edges ${boundEdges} (gap ${percent(boundEdges, edges)})`,
);
console.log(`violations ${violations} (goal 0)`);
console.log(`formation time ${totalMs} ms (goal ≤ 30 000 ms), peak memory ${peakMiB.toFixed(0)} MiB (goal ≤ 1024 MiB)`);
