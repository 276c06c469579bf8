import type { Clock } from '@ember/kernel';
import { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { ProgramCatalogue } from './program-catalogue.port.js';

const week = 7 * 24 * 3600 * 1000;
const seedCity = 'CA:ON:Toronto';

/**
 * A round in Toronto for each program whose registration is still open and which meets in weekly
 * slots. A campaign's round collects picks from now until its registration closes, so a fresh
 * start has a round to pick in; a multi-week program's opens when its registration closes
 * (profiles are revealed then) and stays open a week. Idempotent: a program with a round there
 * that is not closed gets none, so a later start after the round closed seeds the next one. The
 * worker's sweep schedules the seeded rounds' jobs.
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
      const deadline = program.enrollmentDeadline;
      if (!deadline || deadline.getTime() <= now.getTime() || !program.requiresTimeSlots) continue;
      const window =
        program.kind === 'campaign'
          ? { picksOpenAt: now, picksCloseAt: deadline }
          : { picksOpenAt: deadline, picksCloseAt: new Date(deadline.getTime() + week) };
      const round = Round.plan(program, { city: seedCity, ...window }, null, now);
      if (await this.rounds.insertAlone(round)) created++;
    }
    return created;
  }
}
