import type { Clock } from '@ember/kernel';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { GroupSettlement } from './group-settlement.js';
import { isDue } from './phase-timing.js';

/**
 * The review deadline: reviewing → closed once, every group still in review confirmed (its
 * minimum joined) or released in the same transaction. Then each group is settled (payments
 * captured or refunded, members told, confirmed ones with a calendar invite) and the round too.
 */
export class CloseReviewUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly settlement: GroupSettlement,
    private readonly clock: Clock,
  ) {}

  async execute(roundId: string): Promise<void> {
    const round = await this.rounds.findById(roundId);
    if (!round || !round.reviewClosesAt) return;
    if (round.status === 'reviewing') {
      const now = this.clock.now();
      if (!isDue('close-review', round.id, round.reviewClosesAt, now)) return;
      await this.rounds.closeReview(round.id, now, (group) => group.closeReview(now));
    }
    const current = await this.rounds.findById(roundId);
    if (!current || current.status !== 'closed' || current.settledAt) return;
    for (const group of await this.groups.listByRound(current.id)) await this.settlement.settle(current, group);
    await this.rounds.markSettled(current.id, this.clock.now());
  }
}
