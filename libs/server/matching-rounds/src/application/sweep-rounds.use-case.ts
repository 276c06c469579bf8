import type { RoundRepository } from '../domain/round/round.repository.js';
import type { RoundScheduling } from './round-scheduling.js';

/**
 * Every unfinished round gets the jobs of its next phases: rounds written without the queue (the
 * seed), and jobs lost with a Redis that was wiped, are picked up within a sweep.
 */
export class SweepRoundsUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly scheduling: RoundScheduling,
  ) {}

  async execute(): Promise<number> {
    const rounds = await this.rounds.listUnfinished();
    for (const round of rounds) await this.scheduling.ensure(round);
    return rounds.length;
  }
}
