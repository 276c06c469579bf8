import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '@ember/kernel';
import { programDirectoryOn } from '@ember/programs';
import { SeedRoundsUseCase } from '../application/seed-rounds.use-case.js';
import { ProgramsCatalogue } from './programs-catalogue.js';
import { SqlRoundRepository } from './sql-round.repository.js';

/** The seed command's entry: a Toronto round for each program still taking registrations (idempotent). */
export function seedRounds(em: EntityManager, clock: Clock): Promise<number> {
  return new SeedRoundsUseCase(
    new ProgramsCatalogue(programDirectoryOn(em)),
    new SqlRoundRepository(em),
    clock,
  ).execute();
}
