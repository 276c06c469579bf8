import type { Clock } from '@ember/kernel';
import { seasonCalendar } from '@ember/time-zones';
import { programCatalogue } from '../domain/program-catalogue.js';
import { Program } from '../domain/program.entity.js';
import type { ProgramRepository } from '../domain/program.repository.js';

/**
 * Writes the program catalogue into the database with the season's dates counted from today, so
 * every start finds open registrations; running it again the same week changes nothing but updatedAt.
 */
export class SeedProgramsUseCase {
  constructor(
    private readonly programs: ProgramRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const catalogue = programCatalogue(seasonCalendar(now));
    await this.programs.saveAll(catalogue.map((definition) => Program.define(definition, now)));
    return catalogue.length;
  }
}
