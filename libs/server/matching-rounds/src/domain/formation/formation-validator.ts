import { anywhere, countingPickLevel, type FormationInput, type FormationMember } from './formation-input.js';
import type { FormationOutput, FormedGroup } from './formation-output.js';

export type FormationRule =
  | 'partition'
  | 'group-size'
  | 'connected'
  | 'slot'
  | 'neighborhood'
  | 'blocked'
  | 'gender-balance'
  | 'venue'
  | 'age-spread';

export interface FormationViolation {
  readonly rule: FormationRule;
  /** Index of the offending group in `output.groups`; absent for partition problems. */
  readonly group?: number;
  readonly message: string;
}

/**
 * Checks an output against the input from first principles: it shares no code with the solvers, so a
 * solver bug cannot hide itself. Returns every violation found (an empty list means valid).
 */
export function validateFormation(input: FormationInput, output: FormationOutput): FormationViolation[] {
  const members = new Map(input.members.map((member) => [member.id, member]));
  const violations: FormationViolation[] = checkPartition(input, output);
  const counted = new Set(input.picks.filter((pick) => pick.level >= countingPickLevel).map((p) => pairKey(p)));
  const blocked = new Set(input.blocks.map((block) => pairKey(block)));
  output.groups.forEach((group, index) => {
    const known = group.members.map((id) => members.get(id)).filter((m): m is FormationMember => m !== undefined);
    for (const problem of groupProblems(input, group, known, counted, blocked)) {
      violations.push({ ...problem, group: index });
    }
  });
  return violations;
}

/** The rules one group breaks, for a group whose members are all known input members. */
export function groupProblems(
  input: FormationInput,
  group: FormedGroup,
  members: readonly FormationMember[],
  counted: ReadonlySet<string>,
  blocked: ReadonlySet<string>,
): Omit<FormationViolation, 'group'>[] {
  const problems: Omit<FormationViolation, 'group'>[] = [];
  const { min, max } = input.groupSize;
  if (members.length < min || members.length > max) {
    problems.push({ rule: 'group-size', message: `${members.length} members, allowed ${min}-${max}` });
  }
  if (!isConnected(members, counted)) {
    problems.push({ rule: 'connected', message: 'mutual picks inside the group do not connect every member' });
  }
  for (const member of members) {
    if (!member.slots.includes(group.slot)) {
      problems.push({ rule: 'slot', message: `${member.id} is not available at ${group.slot}` });
    }
    if (!member.neighborhoods.includes(group.neighborhood) && !member.neighborhoods.includes(anywhere)) {
      problems.push({ rule: 'neighborhood', message: `${member.id} does not accept ${group.neighborhood}` });
    }
  }
  for (const a of members) {
    for (const b of members) {
      // A pair is two members: a block naming the same member twice keeps no one apart.
      if (a.id !== b.id && blocked.has(`${a.id}\u0000${b.id}`)) {
        problems.push({ rule: 'blocked', message: `${a.id} blocked ${b.id}` });
      }
    }
  }
  if (input.genderBalance) {
    const male = members.filter((member) => member.sex === 'male').length;
    const female = members.filter((member) => member.sex === 'female').length;
    if (Math.abs(male - female) > 1) {
      problems.push({ rule: 'gender-balance', message: `${male} male and ${female} female` });
    }
  }
  if (input.requireVenue && !members.some((member) => member.hasVenue)) {
    problems.push({ rule: 'venue', message: 'no member has a venue' });
  }
  if (input.maxAgeSpread !== null && members.length > 0) {
    const ages = members.map((member) => member.age);
    const spread = Math.max(...ages) - Math.min(...ages);
    if (spread > input.maxAgeSpread) {
      problems.push({ rule: 'age-spread', message: `ages spread ${spread} years, allowed ${input.maxAgeSpread}` });
    }
  }
  return problems;
}

function checkPartition(input: FormationInput, output: FormationOutput): FormationViolation[] {
  const violations: FormationViolation[] = [];
  const seen = new Map<string, number>();
  const known = new Set(input.members.map((member) => member.id));
  for (const id of [...output.groups.flatMap((group) => group.members), ...output.unplaced]) {
    seen.set(id, (seen.get(id) ?? 0) + 1);
    if (!known.has(id)) violations.push({ rule: 'partition', message: `${id} is not an input member` });
  }
  for (const id of known) {
    const times = seen.get(id) ?? 0;
    if (times !== 1) violations.push({ rule: 'partition', message: `${id} appears ${times} times` });
  }
  return violations;
}

function isConnected(members: readonly FormationMember[], counted: ReadonlySet<string>): boolean {
  if (members.length === 0) return false;
  const reached = new Set<string>([members[0]!.id]);
  const queue = [members[0]!.id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    for (const other of members) {
      const mutual = counted.has(`${current}\u0000${other.id}`) && counted.has(`${other.id}\u0000${current}`);
      if (mutual && !reached.has(other.id)) {
        reached.add(other.id);
        queue.push(other.id);
      }
    }
  }
  return reached.size === new Set(members.map((member) => member.id)).size;
}

function pairKey(pair: { readonly from: string; readonly to: string }): string {
  return `${pair.from}\u0000${pair.to}`;
}
