import type { Clock } from '@ember/kernel';
import { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { ProgramCatalogue } from './program-catalogue.port.js';

const week = 7 * 24 * 3600 * 1000;
const seedCity = 'CA:ON:Toronto';

/**
 * A round in Toronto for each program whose registration is still open and which meets in weekly
 * slots: picks open when registration closes (profiles are revealed then) and stay open a week.
 * Idempotent: a program that has a round there already gets none. The worker's sweep schedules
 * the seeded rounds' jobs.
 */
export class SeedRoundsUseCase {
  constructor(
    private readonly programs: ProgramCatalogue,
    private readonly rounds: RoundRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    let created = 0;
    for (const program of await this.programs.list()) {
      const opens = program.enrollmentDeadline;
      if (!opens || opens.getTime() <= now.getTime() || !program.requiresTimeSlots) continue;
      if (await this.rounds.existsFor(program.id, seedCity)) continue;
      const round = Round.plan(
        program,
        { city: seedCity, picksOpenAt: opens, picksCloseAt: new Date(opens.getTime() + week) },
        null,
        now,
      );
      if (await this.rounds.insertAlone(round)) created++;
    }
    return created;
  }
}
