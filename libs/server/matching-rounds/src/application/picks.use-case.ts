import type { Clock } from '@ember/kernel';
import type { BlockRepository } from '../domain/pick/block.repository.js';
import { Pick, type PickChoice } from '../domain/pick/pick.entity.js';
import type { PickRepository } from '../domain/pick/pick.repository.js';
import { PicksClosedError, UnknownCandidateError } from '../domain/round/round.errors.js';
import type { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import { assertPicking } from './candidates.query.js';
import type { MemberPool, PoolMember } from './member-pool.port.js';
import { assertCandidate, candidatesOf, roundForMember } from './round-pool.js';

/** A member's own pick, named by the profile id the web knows. */
export interface MyPick {
  profileId: string;
  level: number;
  romance: boolean;
  updatedAt: Date;
}

/**
 * A member's picks in a round: set or change one (the slider), take one back, read their own.
 * Only while the round collects, only of their candidates; nobody else ever reads them.
 */
export class PicksUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly pool: MemberPool,
    private readonly picks: PickRepository,
    private readonly blocks: BlockRepository,
    private readonly clock: Clock,
  ) {}

  async put(memberId: string, roundId: string, profileId: string, choice: PickChoice): Promise<MyPick> {
    const now = this.clock.now();
    const { round, target } = await this.targetOf(memberId, roundId, profileId, now);
    const existing = await this.picks.find(round.id, memberId, target.memberId);
    const pick = existing ?? Pick.make(round.id, memberId, target.memberId, choice, now);
    if (existing) existing.change(choice, now);
    if (!(await this.picks.saveWhileCollecting(pick, now))) throw new PicksClosedError();
    return { profileId, level: pick.level, romance: pick.romance, updatedAt: pick.updatedAt };
  }

  async remove(memberId: string, roundId: string, profileId: string): Promise<void> {
    const now = this.clock.now();
    const { round, target } = await this.targetOf(memberId, roundId, profileId, now);
    if (!(await this.picks.removeWhileCollecting(round.id, memberId, target.memberId, now))) {
      throw new PicksClosedError();
    }
  }

  /** The member's own picks; while the round collects only (afterwards they stay private, even from them). */
  async mine(memberId: string, roundId: string): Promise<MyPick[]> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    if (round.status !== 'scheduled' && round.status !== 'collecting') throw new PicksClosedError();
    const picks = await this.picks.listByPicker(round.id, memberId);
    const profiles = await this.pool.profileIdsOf(picks.map((pick) => pick.targetId));
    return picks.flatMap((pick) => {
      const profileId = profiles.get(pick.targetId);
      return profileId ? [{ profileId, level: pick.level, romance: pick.romance, updatedAt: pick.updatedAt }] : [];
    });
  }

  private async targetOf(
    memberId: string,
    roundId: string,
    profileId: string,
    now: Date,
  ): Promise<{ round: Round; target: PoolMember }> {
    const { round, me } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    assertPicking(round, now);
    assertCandidate(round, me);
    const targetId = (await this.pool.memberIdsOf([profileId])).get(profileId);
    if (!targetId || targetId === memberId) throw new UnknownCandidateError();
    const target = await this.pool.memberIn(round, targetId);
    if (!target || candidatesOf(round, [target]).length === 0) throw new UnknownCandidateError();
    if ((await this.blocks.keptApartFrom(memberId)).has(targetId)) throw new UnknownCandidateError();
    return { round, target };
  }
}
