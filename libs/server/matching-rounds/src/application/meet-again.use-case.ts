import type { Clock } from '@ember/kernel';
import { CheckInRefusedError, NoGroupError } from '../domain/group/group.errors.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import { MemberNotFoundError } from '../domain/group/group.errors.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MeetAgainAnswers } from './meet-again.port.js';
import type { MemberPool } from './member-pool.port.js';
import { roundForMember } from './round-pool.js';

/**
 * After the event, each attendee privately answers, for each other attendee of their group,
 * "would you meet them again?" (spec 3 §3). The answer goes nowhere but the store: the response
 * says how many were saved, never what anyone else said.
 */
export class MeetAgainUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
    private readonly answers: MeetAgainAnswers,
    private readonly clock: Clock,
  ) {}

  async answer(
    memberId: string,
    roundId: string,
    answers: readonly { profileId: string; again: boolean }[],
  ): Promise<{ answered: number }> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    const attended = new Set(
      group.memberships.filter((membership) => membership.attendedAt !== null).map((membership) => membership.memberId),
    );
    if (!attended.has(memberId)) throw new CheckInRefusedError('Only members checked in at the event answer this.');
    const ids = await this.pool.memberIdsOf(answers.map((answer) => answer.profileId));
    const resolved = answers.map((answer) => {
      const toMemberId = ids.get(answer.profileId);
      if (!toMemberId || toMemberId === memberId || !attended.has(toMemberId)) throw new MemberNotFoundError();
      return { toMemberId, again: answer.again };
    });
    await this.answers.save(round.id, group.id, memberId, resolved, this.clock.now());
    return { answered: resolved.length };
  }
}
