import { NotACandidateError, RoundNotFoundError } from '../domain/round/round.errors.js';
import type { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MemberPool, PoolMember } from './member-pool.port.js';

/** Where a member stands in a round's pool. */
export const standings = ['candidate', 'not-enrolled', 'elsewhere', 'not-discoverable'] as const;
export type Standing = (typeof standings)[number];

/**
 * The round's candidates: discoverable members enrolled in its program who live in its city; for
 * a format's round, its discoverable interested members (they chose its city by registering).
 */
export function candidatesOf(round: Round, members: readonly PoolMember[]): PoolMember[] {
  return members.filter((member) => member.discoverable && (round.formatId !== null || member.location === round.city));
}

export function standingOf(round: Round, member: PoolMember | null): Standing {
  if (!member) return 'not-enrolled';
  if (round.formatId === null && member.location !== round.city) return 'elsewhere';
  return member.discoverable ? 'candidate' : 'not-discoverable';
}

const standingMessages: Record<Exclude<Standing, 'candidate'>, string> = {
  'not-enrolled': 'You are not enrolled in this program.',
  elsewhere: 'This round is for members in another city.',
  'not-discoverable': 'Add a fun and a useful video so others can see you; then you can pick too.',
};

/** The round, for a member enrolled in its program (others learn nothing of it). */
export async function roundForMember(
  rounds: RoundRepository,
  pool: MemberPool,
  roundId: string,
  memberId: string,
): Promise<{ round: Round; me: PoolMember }> {
  const round = await rounds.findById(roundId);
  if (!round) throw new RoundNotFoundError();
  const me = await pool.memberIn(round, memberId);
  if (!me) throw new RoundNotFoundError();
  return { round, me };
}

export function assertCandidate(round: Round, me: PoolMember): void {
  const standing = standingOf(round, me);
  if (standing !== 'candidate') throw new NotACandidateError(standingMessages[standing], { standing });
}

/** The same members in a stable order of their own for each viewer and round (no one is always first). */
export function personalOrder<T extends { memberId: string }>(items: readonly T[], seed: string): T[] {
  const weight = (id: string) => {
    let hash = 2166136261;
    for (const char of `${seed}:${id}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    return hash;
  };
  // Each weight once, not once per comparison: a pool of a few hundred is sorted on every request.
  return items
    .map((item) => ({ item, weight: weight(item.memberId) }))
    .sort((a, b) => a.weight - b.weight || a.item.memberId.localeCompare(b.item.memberId))
    .map(({ item }) => item);
}
