import type { EntityManager } from '@mikro-orm/postgresql';
import { ProgramDirectory } from '../application/program-directory.js';
import { SqlProgramRepository } from './sql-program.repository.js';

/** The catalogue for commands that run without the Nest application (the seed command). */
export function programDirectoryOn(em: EntityManager): ProgramDirectory {
  return new ProgramDirectory(new SqlProgramRepository(em));
}
