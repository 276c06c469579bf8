import type { Program } from '../domain/program.entity.js';
import type { ProgramRepository } from '../domain/program.repository.js';

export class ListProgramsQuery {
  constructor(private readonly programs: ProgramRepository) {}

  execute(): Promise<Program[]> {
    return this.programs.list();
  }
}
