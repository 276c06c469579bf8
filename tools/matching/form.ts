// `npm run -s matching:form -- <instance.json> [--exact] [--report] [--seed N] [--time-limit MS]`
// Prints the formed groups as JSON on stdout; --report adds the figures a round report needs on stderr.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formGroups, HighsPackingSolver, validateFormation } from '@ember/matching-rounds/formation';
import { z } from 'zod';
import { formationInputSchema } from './formation-input.schema.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    exact: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    'time-limit': { type: 'string', default: '2000' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: npm run -s matching:form -- <instance.json> [--exact] [--report] [--seed N] [--time-limit MS]');
  process.exit(2);
}

let json: unknown;
try {
  json = JSON.parse(readFileSync(positionals[0]!, 'utf8'));
} catch (error) {
  console.error(`cannot read the instance: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const parsed = formationInputSchema.safeParse(json);
if (!parsed.success) {
  console.error(`invalid instance:\n${z.prettifyError(parsed.error)}`);
  process.exit(2);
}
const input = parsed.data;
const solver = new HighsPackingSolver();
try {
  const result = await formGroups(input, {
    mode: values.exact ? 'exact' : 'auto',
    solver,
    seed: Number(values.seed),
    timeLimitMs: Number(values['time-limit']),
  });
  process.stdout.write(`${JSON.stringify(result.output, null, 2)}\n`);
  if (values.report) {
    const violations = validateFormation(input, result.output);
    const percent = (share: number): string => `${(share * 100).toFixed(2)} %`;
    const lines = [
      `method: ${result.method}${result.optimal ? ' (proven optimal)' : ''}`,
      `members: ${result.stats.members}`,
      `eligible: ${result.stats.eligible}`,
      `placed: ${result.score.placed}`,
      `groups: ${result.output.groups.length}`,
      `mutual edges: ${result.score.edges}`,
      `mutual edges per placed member: ${(result.score.placed ? result.score.edges / result.score.placed : 0).toFixed(3)}`,
      `rounds waited by the placed: ${result.score.waited}`,
      `bound (${result.bound.kind}): placed ${result.bound.placed}, edges ${result.bound.edges}`,
      `bound gap: placed ${percent(result.gap.placed)}, edges ${percent(result.gap.edges)}`,
      `violations: ${violations.length}`,
      ...violations.map((violation) => `  ${violation.rule}: ${violation.message}`),
      `time: ${result.stats.timeMs} ms`,
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    if (violations.length > 0) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await solver.close();
}
