import type { Clock } from '@ember/kernel';
import type { GroupStatus, MemberDecision } from '../domain/group/group.entity.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { BlockRepository } from '../domain/pick/block.repository.js';
import type { PickRepository } from '../domain/pick/pick.repository.js';
import type { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MemberPool } from './member-pool.port.js';
import { type Standing, candidatesOf, roundForMember, standingOf } from './round-pool.js';

/** Closed rounds stay on a member's list this long (the 'no group formed' or confirmed notice). */
const keepClosedMs = 30 * 24 * 3600 * 1000;

/** A round as one member sees it: their standing, how many they picked, and how it ended for them. */
export interface MyRoundView {
  round: Round;
  standing: Standing;
  /** The member can pick (or change picks) now. */
  acceptingPicks: boolean;
  /** Others the member can pick now (0 outside the picking window). */
  candidateCount: number;
  /** The member's own picks that count (level 2 and up); null once picks closed (they stay private). */
  pickCount: number | null;
  outcome: 'pending' | 'grouped' | 'no-group';
  group: { id: string; status: GroupStatus; decision: MemberDecision } | null;
}

export class MyRoundsQuery {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly pool: MemberPool,
    private readonly picks: PickRepository,
    private readonly blocks: BlockRepository,
    private readonly groups: GroupRepository,
    private readonly clock: Clock,
  ) {}

  async list(memberId: string): Promise<MyRoundView[]> {
    const now = this.clock.now();
    const programs = await this.pool.programsOf(memberId);
    const rounds = await this.rounds.listForPrograms(programs, new Date(now.getTime() - keepClosedMs));
    const views: MyRoundView[] = [];
    for (const round of rounds) {
      views.push(await this.viewOf(round, memberId, now));
    }
    return views;
  }

  async one(memberId: string, roundId: string): Promise<MyRoundView> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    return this.viewOf(round, memberId, this.clock.now());
  }

  private async viewOf(round: Round, memberId: string, now: Date): Promise<MyRoundView> {
    const enrolled = await this.pool.enrolledIn(round);
    const me = enrolled.find((member) => member.memberId === memberId) ?? null;
    const standing = standingOf(round, me);
    const picking = round.acceptsPicks(now);
    let candidateCount = 0;
    if (picking && standing === 'candidate') {
      const apart = await this.blocks.keptApartFrom(memberId);
      candidateCount = candidatesOf(round, enrolled).filter(
        (member) => member.memberId !== memberId && !apart.has(member.memberId),
      ).length;
    }
    const open = round.status === 'scheduled' || round.status === 'collecting';
    const pickCount = open
      ? (await this.picks.listByPicker(round.id, memberId)).filter((pick) => pick.counts()).length
      : null;
    const [membership] = await this.groups.membershipsOf(memberId, [round.id]);
    const group = membership ? await this.groups.findById(membership.groupId) : null;
    const outcome = await this.rounds.outcomeOf(round.id, memberId);
    return {
      round,
      standing,
      acceptingPicks: picking && standing === 'candidate',
      candidateCount,
      pickCount,
      outcome: group ? 'grouped' : outcome ? 'no-group' : 'pending',
      group: group && membership ? { id: group.id, status: group.status, decision: membership.decision } : null,
    };
  }
}
