import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '@ember/kernel';
import { SeedProgramsUseCase } from '../application/seed-programs.use-case.js';
import { SqlProgramRepository } from './sql-program.repository.js';

/** The seed command's entry: writes the program catalogue (idempotent). */
export function seedPrograms(em: EntityManager, clock: Clock): Promise<number> {
  return new SeedProgramsUseCase(new SqlProgramRepository(em), clock).execute();
}
