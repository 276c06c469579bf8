import type { Group } from '../domain/group/group.entity.js';
import { NoGroupError } from '../domain/group/group.errors.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MemberCard, MemberPool } from './member-pool.port.js';
import { roundForMember } from './round-pool.js';

/** A member's group: who is in it (public cards), where and when, and their own decision. Never picks. */
export interface MyGroupView {
  round: Round;
  group: Group;
  memberId: string;
  cards: MemberCard[];
  /** The host's venue, in rounds that need one. */
  venue: { hostFirstName: string; venueName: string | null } | null;
}

export class MyGroupQuery {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
  ) {}

  async execute(memberId: string, roundId: string): Promise<MyGroupView> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    return this.viewOf(round, group, memberId);
  }

  async viewOf(round: Round, group: Group, memberId: string): Promise<MyGroupView> {
    const order = group.memberIds();
    const cards = (await this.pool.cards(order, memberId)).sort(
      (a, b) => order.indexOf(a.memberId) - order.indexOf(b.memberId),
    );
    let venue: MyGroupView['venue'] = null;
    if (group.hostMemberId) {
      const host = await this.pool.memberIn(round, group.hostMemberId);
      if (host) venue = { hostFirstName: host.firstName, venueName: host.venue?.venueName ?? null };
    }
    return { round, group, memberId, cards, venue };
  }
}
