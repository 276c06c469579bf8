import { programIdForSlug } from '../domain/program-catalogue.js';
import type { Program } from '../domain/program.entity.js';
import { ProgramNotFoundError } from '../domain/programs.errors.js';
import type { ProgramRepository } from '../domain/program.repository.js';

/** A program by its id, or by a slug or campaign path ('coffee' → prog-coffee). */
export class GetProgramQuery {
  constructor(private readonly programs: ProgramRepository) {}

  async byId(id: string): Promise<Program> {
    const program = await this.programs.findById(id);
    if (!program) throw new ProgramNotFoundError(id);
    return program;
  }

  async bySlug(slug: string): Promise<Program> {
    const program = await this.programs.findById(programIdForSlug(slug));
    if (!program) throw new ProgramNotFoundError(slug);
    return program;
  }
}
