import type { Clock } from '@ember/kernel';
import { programCatalogue } from '../domain/program-catalogue.js';
import { Program } from '../domain/program.entity.js';
import type { ProgramRepository } from '../domain/program.repository.js';

/** Writes the program catalogue into the database; running it again changes nothing but updatedAt. */
export class SeedProgramsUseCase {
  constructor(
    private readonly programs: ProgramRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    await this.programs.saveAll(programCatalogue.map((definition) => Program.define(definition, now)));
    return programCatalogue.length;
  }
}
