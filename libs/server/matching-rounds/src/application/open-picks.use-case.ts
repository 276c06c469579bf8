import type { Clock } from '@ember/kernel';
import type { RoundRepository } from '../domain/round/round.repository.js';
import { isDue } from './phase-timing.js';
import type { RoundScheduling } from './round-scheduling.js';

/** The picks opening: scheduled → collecting, once. */
export class OpenPicksUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly scheduling: RoundScheduling,
    private readonly clock: Clock,
  ) {}

  async execute(roundId: string): Promise<void> {
    const round = await this.rounds.findById(roundId);
    if (!round || round.status !== 'scheduled') return;
    const now = this.clock.now();
    if (!isDue('open-picks', round.id, round.picksOpenAt, now)) return;
    await this.rounds.transition(round.id, 'scheduled', 'collecting', now);
    const current = await this.rounds.findById(roundId);
    if (current) await this.scheduling.ensure(current);
  }
}
