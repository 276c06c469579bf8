import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Enrollment } from '../domain/enrollment.entity.js';
import { EnrollmentRepository } from '../domain/enrollment.repository.js';

@Injectable()
export class SqlEnrollmentRepository extends EnrollmentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(userId: string, programId: string): Promise<Enrollment | null> {
    return this.em.findOne(Enrollment, { userId, programId });
  }

  listByMember(userId: string): Promise<Enrollment[]> {
    return this.em.find(Enrollment, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  listByProgram(programId: string): Promise<Enrollment[]> {
    return this.em.find(Enrollment, { programId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async insert(enrollment: Enrollment): Promise<boolean> {
    // One statement, so two tabs enrolling at once end with one enrollment.
    const result = await this.em
      .createQueryBuilder(Enrollment)
      .insert({ ...enrollment })
      .onConflict(['userId', 'programId'])
      .ignore()
      .execute('run');
    return result.affectedRows === 1;
  }

  async save(enrollment: Enrollment): Promise<void> {
    await this.em.persist(enrollment).flush();
  }
}
