import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Program } from '../domain/program.entity.js';
import { ProgramRepository } from '../domain/program.repository.js';

@Injectable()
export class SqlProgramRepository extends ProgramRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  list(): Promise<Program[]> {
    return this.em.find(Program, {}, { orderBy: { kind: 'desc', id: 'asc' } });
  }

  findById(id: string): Promise<Program | null> {
    return this.em.findOne(Program, { id });
  }

  async saveAll(programs: readonly Program[]): Promise<void> {
    await this.em.upsertMany(Program, [...programs]);
  }
}
