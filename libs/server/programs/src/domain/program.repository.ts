import type { Program } from './program.entity.js';

export abstract class ProgramRepository {
  abstract list(): Promise<Program[]>;
  abstract findById(id: string): Promise<Program | null>;
  /** Inserts the programs, or overwrites those whose id exists. */
  abstract saveAll(programs: readonly Program[]): Promise<void>;
}
