import type { Clock } from '@ember/kernel';
import type { RoundRepository } from '../domain/round/round.repository.js';
import { isDue } from './phase-timing.js';
import type { RoundScheduling } from './round-scheduling.js';

/**
 * Picks close: collecting → forming, once (a round whose opening job never ran opens first).
 * The formation job follows at once.
 */
export class ClosePicksUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly scheduling: RoundScheduling,
    private readonly clock: Clock,
  ) {}

  async execute(roundId: string): Promise<void> {
    const round = await this.rounds.findById(roundId);
    if (!round) return;
    const now = this.clock.now();
    if (round.status === 'scheduled' || round.status === 'collecting') {
      if (!isDue('close-picks', round.id, round.picksCloseAt, now)) return;
      if (round.status === 'scheduled') await this.rounds.transition(round.id, 'scheduled', 'collecting', now);
      await this.rounds.transition(round.id, 'collecting', 'forming', now);
    }
    const current = await this.rounds.findById(roundId);
    if (current) await this.scheduling.ensure(current);
  }
}
