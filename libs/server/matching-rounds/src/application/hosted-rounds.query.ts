import type { Group } from '../domain/group/group.entity.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { Round, RoundStatus } from '../domain/round/round.entity.js';
import { RoundNotFoundError } from '../domain/round/round.errors.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import { type Actor, assertManages, isAdmin } from './actor.js';

/** How the review is going: counts only. */
export interface ReviewTally {
  invited: number;
  joined: number;
  declined: number;
  expired: number;
  reviewingGroups: number;
  confirmedGroups: number;
  releasedGroups: number;
}

export interface RoundReportView {
  round: Round;
  review: ReviewTally;
  transitions: { status: RoundStatus; at: Date }[];
}

/** The rounds an admin (all) or a host (their own) manages, and each one's report. */
export class HostedRoundsQuery {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
  ) {}

  list(actor: Actor): Promise<Round[]> {
    return this.rounds.listHosted(isAdmin(actor) ? null : actor.id);
  }

  async report(actor: Actor, roundId: string): Promise<RoundReportView> {
    const round = await this.rounds.findById(roundId);
    if (!round) throw new RoundNotFoundError();
    assertManages(actor, round);
    const groups = await this.groups.listByRound(round.id);
    return { round, review: tallyOf(groups), transitions: await this.rounds.transitionsOf(round.id) };
  }
}

function tallyOf(groups: readonly Group[]): ReviewTally {
  const sum = (count: (group: Group) => number) => groups.reduce((total, group) => total + count(group), 0);
  return {
    invited: sum((group) => group.count('invited')),
    joined: sum((group) => group.count('joined')),
    declined: sum((group) => group.count('declined')),
    expired: sum((group) => group.count('expired')),
    reviewingGroups: groups.filter((group) => group.status === 'reviewing').length,
    confirmedGroups: groups.filter((group) => group.status === 'confirmed').length,
    releasedGroups: groups.filter((group) => group.status === 'released').length,
  };
}
