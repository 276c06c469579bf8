import type { Clock } from '@ember/kernel';
import type { BlockRepository } from '../domain/pick/block.repository.js';
import { PicksClosedError } from '../domain/round/round.errors.js';
import type { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MemberCard, MemberPool } from './member-pool.port.js';
import { assertCandidate, candidatesOf, personalOrder, roundForMember } from './round-pool.js';

/**
 * The profiles a member can pick from while the round collects: the other candidates, minus
 * anyone either of them blocked, in an order of the member's own.
 */
export class CandidatesQuery {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly pool: MemberPool,
    private readonly blocks: BlockRepository,
    private readonly clock: Clock,
  ) {}

  async execute(memberId: string, roundId: string): Promise<{ round: Round; cards: MemberCard[] }> {
    const { round, me } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    assertPicking(round, this.clock.now());
    assertCandidate(round, me);
    const apart = await this.blocks.keptApartFrom(memberId);
    const others = candidatesOf(round, await this.pool.enrolledIn(round)).filter(
      (member) => member.memberId !== memberId && !apart.has(member.memberId),
    );
    const cards = await this.pool.cards(
      others.map((member) => member.memberId),
      memberId,
    );
    return { round, cards: personalOrder(cards, `${round.id}:${memberId}`) };
  }
}

export function assertPicking(round: Round, now: Date): void {
  if (round.acceptsPicks(now)) return;
  if (now.getTime() < round.picksOpenAt.getTime() && round.status === 'scheduled') {
    throw new PicksClosedError('Picks have not opened yet for this round.');
  }
  throw new PicksClosedError();
}
